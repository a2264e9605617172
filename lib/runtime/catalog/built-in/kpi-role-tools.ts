// Seed "built-in tools", family KPIs (its `kpi.*` and `role.*` half): readings as a log, and the KPIs a
// role defines for itself.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";
import { kpiFields, kpiId, kpiNotFound, kpiValue } from "./kpi-properties";

const kpis = { family: "KPIs", page: "OS tools", gate: "task", runCallable: true } as const;

const roleId = {
  type: "string",
  minLength: 1,
  description: "Id of the role, as listed by `os.directory`; omit for the role this run acts in.",
};
const roleNotFound = toolError("role_not_found", "No role has that id, or the run acts in no role.");

export const kpiRoleTools: readonly ToolDefinition[] = [
  {
    ...kpis,
    name: "kpi.record_reading",
    description:
      "Add a reading to a KPI's log, stamped with the time of the call. Each call adds another reading. " +
      "Returns the reading's id.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        kpi: kpiId,
        value: kpiValue,
        note: { type: "string", maxLength: 500, description: "Where the number comes from, or what moved it." },
      },
      ["kpi", "value"],
    ),
    errors: withCallErrors(kpiNotFound),
  },
  {
    ...kpis,
    name: "kpi.list_readings",
    description: "List a KPI's readings, newest first, each with its value, time, note and who recorded it.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        kpi: kpiId,
        since: { type: "string", format: "date-time", description: "Only readings at or after this time." },
        limit: limitProperty("readings", 500, 50),
      },
      ["kpi"],
    ),
    errors: withCallErrors(kpiNotFound),
  },
  {
    ...kpis,
    name: "role.list_kpis",
    description: "List the KPIs a role defines, each with its id, definition, target and latest reading.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({ role: roleId }),
    errors: withCallErrors(roleNotFound),
  },
  {
    ...kpis,
    name: "role.define_kpi",
    description:
      "Define a new KPI for a role. Each call defines another KPI, so list the role's KPIs first. Returns the " +
      "new KPI's id.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema({ role: roleId, ...kpiFields }, ["name"]),
    errors: withCallErrors(roleNotFound),
  },
  {
    ...kpis,
    name: "role.edit_kpi",
    description:
      "Change a role's KPI: only the fields given change. Its readings are kept. Returns the KPI as it now is.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({ kpi: kpiId, ...kpiFields }, ["kpi"]),
    errors: withCallErrors(kpiNotFound),
  },
];
