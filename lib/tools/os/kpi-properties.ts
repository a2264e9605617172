// What the KPI tools share (kpi-tools.ts, kpi-role-tools.ts): how a KPI is named in a call and how one is
// defined.

import { z } from "zod";
import { toolError } from "@/lib/runtime/catalog/call-errors";

export const kpiId = z.string().min(1).describe("Id of the KPI, as listed.");

export const teamId = z.string().min(1).describe("Id of the team, as listed by `os.directory`.");

export const kpiValue = z.number().describe("The measured value, in the KPI's unit.");

export const kpiNote = z.string().max(500).describe("Where the number comes from, or what moved it.");

/** A KPI's definition: named, with an optional description, unit, target and better direction. */
export const kpiFields = z.strictObject({
  name: z.string().min(1).max(120).describe("The KPI's name, e.g. `Weekly active customers`."),
  description: z.string().max(1000).describe("What is measured and how.").optional(),
  unit: z.string().max(30).describe("Unit of a reading, e.g. `EUR`, `%`, `customers`.").optional(),
  target: z.number().describe("The value aimed for.").optional(),
  direction: z.enum(["up", "down"]).describe("Whether a higher (`up`) or lower (`down`) reading is better.").optional(),
});

/** A KPI as set in a whole list (enterprise or team); the list replaces the current one. */
export const kpiList = z
  .array(kpiFields.describe("One KPI."))
  .max(50)
  .describe("The complete list of KPIs; it replaces the current list.");

export const kpiNotFound = toolError("kpi_not_found", "No KPI has that id.");
export const teamNotFound = toolError("team_not_found", "No team has that id.");
export const kpiNameRepeated = toolError("kpi_name_repeated", "Two KPIs in the list have the same name.");
