// Seed "built-in tools", family KPIs (its `kpi.*` and `role.*` half): readings as a log, and the KPIs a
// role defines for itself. The `os.*` half is in kpi-tools.ts.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";
import { listReadings, recordLogReading } from "./kpi-readings";
import { defineRoleKpi, editRoleKpi, listRoleKpis } from "./kpi-role";
import { kpiFields, kpiId, kpiNote, kpiNotFound, kpiValue } from "./kpi-properties";

const kpis = { family: "KPIs", page: "OS tools", gate: "task", runCallable: true } as const;

const roleId = z
  .string()
  .min(1)
  .describe("Id of the role, as listed by `os.directory`; omit for the role this run acts in.")
  .optional();
const roleNotFound = toolError("role_not_found", "No role has that id, or the run acts in no role.");

export const recordReadingTool = defineTool({
  ...kpis,
  name: "kpi.record_reading",
  description:
    "Add a reading to a KPI's log, stamped with the time of the call. Each call adds another reading. " +
    "Returns the reading's id.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({ kpi: kpiId, value: kpiValue, note: kpiNote.optional() }),
  errors: withCallErrors(kpiNotFound),
  execute: recordLogReading,
});

export const listReadingsTool = defineTool({
  ...kpis,
  name: "kpi.list_readings",
  description: "List a KPI's readings, newest first, each with its value, time, note and who recorded it.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    kpi: kpiId,
    since: z.iso.datetime({ offset: true }).describe("Only readings at or after this time.").optional(),
    limit: limitInput("readings", 500, 50),
  }),
  errors: withCallErrors(kpiNotFound),
  execute: listReadings,
});

export const listRoleKpisTool = defineTool({
  ...kpis,
  name: "role.list_kpis",
  description: "List the KPIs a role defines, each with its id, definition, target and latest reading.",
  access: "read",
  retry: "safe",
  input: z.strictObject({ role: roleId }),
  errors: withCallErrors(roleNotFound),
  execute: listRoleKpis,
});

export const defineRoleKpiTool = defineTool({
  ...kpis,
  name: "role.define_kpi",
  description:
    "Define a new KPI for a role. Each call defines another KPI, so list the role's KPIs first. Returns the " +
    "new KPI's id.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({ role: roleId, ...kpiFields.shape }),
  errors: withCallErrors(roleNotFound),
  execute: defineRoleKpi,
});

export const editRoleKpiTool = defineTool({
  ...kpis,
  name: "role.edit_kpi",
  description:
    "Change a role's KPI: only the fields given change. Its readings are kept. Returns the KPI as it now is.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({ kpi: kpiId, ...kpiFields.partial().shape }),
  errors: withCallErrors(kpiNotFound),
  execute: editRoleKpi,
});

export const kpiRoleTools = [recordReadingTool, listReadingsTool, listRoleKpisTool, defineRoleKpiTool, editRoleKpiTool];
