// Seed "built-in tools", family KPIs (its `os.*` half): the KPIs of the enterprise and its teams, and
// their readings. The `kpi.*` and `role.*` half is in kpi-role-tools.ts. Who may see and change what:
// kpi-access.ts; what a KPI's fields mean: lib/contracts/kpi-schemas.ts.

import { z } from "zod";
import { withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { getEnterpriseKpis, getTeamKpis, listKpis, setEnterpriseKpis, setTeamKpis } from "./kpi-lists";
import { recordPeriodReading } from "./kpi-readings";
import { kpiId, kpiList, kpiNameRepeated, kpiNote, kpiNotFound, kpiValue, teamId, teamNotFound } from "./kpi-properties";

const kpis = { family: "KPIs", page: "OS tools", gate: "task", runCallable: true } as const;

export const listKpisTool = defineTool({
  ...kpis,
  name: "os.list_kpis",
  description:
    "List the KPIs the member can see (enterprise, team and role), each with its id, owner, target and latest " +
    "reading.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    scope: z.enum(["enterprise", "team", "role"]).describe("Only KPIs at this level; omit for every level.").optional(),
  }),
  errors: withCallErrors(),
  execute: listKpis,
});

export const recordKpiReadingTool = defineTool({
  ...kpis,
  name: "os.record_kpi_reading",
  description:
    "Record a KPI's reading for a period. Recording the same KPI and period again replaces that reading " +
    "rather than adding one. Returns the reading and the KPI's trend.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    kpi: kpiId,
    period: z
      .string()
      .regex(/^\d{4}(-W\d{2}|-\d{2}(-\d{2})?)?$/)
      .describe("The period measured: a year `2026`, a month `2026-11`, an ISO week `2026-W48` or a day `2026-11-30`."),
    value: kpiValue,
    note: kpiNote.optional(),
  }),
  errors: withCallErrors(kpiNotFound),
  execute: recordPeriodReading,
});

export const getEnterpriseKpisTool = defineTool({
  ...kpis,
  name: "os.get_enterprise_kpis",
  description: "Read the enterprise's KPIs: each one's id, definition, target and latest reading.",
  access: "read",
  retry: "safe",
  input: z.strictObject({}),
  errors: withCallErrors(),
  execute: getEnterpriseKpis,
});

export const setEnterpriseKpisTool = defineTool({
  ...kpis,
  name: "os.set_enterprise_kpis",
  description:
    "Replace the enterprise's list of KPIs with the one given. A KPI keeps its readings when its name is " +
    "kept. Returns the new list with ids.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({ kpis: kpiList }),
  errors: withCallErrors(kpiNameRepeated),
  execute: setEnterpriseKpis,
});

export const getTeamKpisTool = defineTool({
  ...kpis,
  name: "os.get_team_kpis",
  description: "Read a team's KPIs: each one's id, definition, target and latest reading.",
  access: "read",
  retry: "safe",
  input: z.strictObject({ team: teamId }),
  errors: withCallErrors(teamNotFound),
  execute: getTeamKpis,
});

export const setTeamKpisTool = defineTool({
  ...kpis,
  name: "os.set_team_kpis",
  description:
    "Replace a team's list of KPIs with the one given. A KPI keeps its readings when its name is kept. " +
    "Returns the new list with ids.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({ team: teamId, kpis: kpiList }),
  errors: withCallErrors(teamNotFound, kpiNameRepeated),
  execute: setTeamKpis,
});

export const kpiTools = [
  listKpisTool,
  recordKpiReadingTool,
  getEnterpriseKpisTool,
  setEnterpriseKpisTool,
  getTeamKpisTool,
  setTeamKpisTool,
];
