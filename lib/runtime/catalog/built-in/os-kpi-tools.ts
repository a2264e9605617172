// Seed "built-in tools", family KPIs (its `os.*` half): the KPIs of the enterprise and its teams, and
// their readings. The `kpi.*` and `role.*` half is in kpi-role-tools.ts.

import { toolError, withCallErrors } from "../call-errors";
import { NO_INPUT, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";
import { kpiId, kpiList, kpiNotFound, kpiValue, teamId, teamNotFound } from "./kpi-properties";

const kpis = { family: "KPIs", page: "OS tools", gate: "task", runCallable: true } as const;

export const osKpiTools: readonly ToolDefinition[] = [
  {
    ...kpis,
    name: "os.list_kpis",
    description:
      "List the KPIs the member can see (enterprise, team and role), each with its id, owner, target and latest " +
      "reading.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      scope: {
        type: "string",
        enum: ["enterprise", "team", "role"],
        description: "Only KPIs at this level; omit for every level.",
      },
    }),
    errors: withCallErrors(),
  },
  {
    ...kpis,
    name: "os.record_kpi_reading",
    description:
      "Record a KPI's reading for a period. Recording the same KPI and period again replaces that reading " +
      "rather than adding one. Returns the reading and the KPI's trend.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        kpi: kpiId,
        period: {
          type: "string",
          pattern: "^\\d{4}(-W\\d{2}|-\\d{2}(-\\d{2})?)?$",
          description: "The period measured: a year `2026`, a month `2026-11`, an ISO week `2026-W48` or a day `2026-11-30`.",
        },
        value: kpiValue,
        note: { type: "string", maxLength: 500, description: "Where the number comes from, or what moved it." },
      },
      ["kpi", "period", "value"],
    ),
    errors: withCallErrors(kpiNotFound),
  },
  {
    ...kpis,
    name: "os.get_enterprise_kpis",
    description: "Read the enterprise's KPIs: each one's id, definition, target and latest reading.",
    access: "read",
    retry: "safe",
    inputSchema: NO_INPUT,
    errors: withCallErrors(),
  },
  {
    ...kpis,
    name: "os.set_enterprise_kpis",
    description:
      "Replace the enterprise's list of KPIs with the one given. A KPI keeps its readings when its name is " +
      "kept. Returns the new list with ids.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({ kpis: kpiList }, ["kpis"]),
    errors: withCallErrors(toolError("kpi_name_repeated", "Two KPIs in the list have the same name.")),
  },
  {
    ...kpis,
    name: "os.get_team_kpis",
    description: "Read a team's KPIs: each one's id, definition, target and latest reading.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({ team: teamId }, ["team"]),
    errors: withCallErrors(teamNotFound),
  },
  {
    ...kpis,
    name: "os.set_team_kpis",
    description:
      "Replace a team's list of KPIs with the one given. A KPI keeps its readings when its name is kept. " +
      "Returns the new list with ids.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({ team: teamId, kpis: kpiList }, ["team", "kpis"]),
    errors: withCallErrors(teamNotFound, toolError("kpi_name_repeated", "Two KPIs in the list have the same name.")),
  },
];
