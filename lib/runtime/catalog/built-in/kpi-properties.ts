// What the KPI tools share: how a KPI is named in a call and how one is defined.

import { toolError } from "../call-errors";
import { objectSchema } from "../json-schema-builders";

export const kpiId = { type: "string", minLength: 1, description: "Id of the KPI, as listed." };

export const teamId = { type: "string", minLength: 1, description: "Id of the team, as listed by `os.directory`." };

export const kpiValue = { type: "number", description: "The measured value, in the KPI's unit." };

export const kpiFields = {
  name: { type: "string", minLength: 1, maxLength: 120, description: "The KPI's name, e.g. `Weekly active customers`." },
  description: { type: "string", maxLength: 1000, description: "What is measured and how." },
  unit: { type: "string", maxLength: 30, description: "Unit of a reading, e.g. `EUR`, `%`, `customers`." },
  target: { type: "number", description: "The value aimed for." },
  direction: {
    type: "string",
    enum: ["up", "down"],
    description: "Whether a higher (`up`) or lower (`down`) reading is better.",
  },
};

/** A KPI as set in a whole list (enterprise or team): named, with an optional target. */
export const kpiDefinition = objectSchema(kpiFields, ["name"], "One KPI.");

export const kpiList = {
  type: "array",
  maxItems: 50,
  items: kpiDefinition,
  description: "The complete list of KPIs; it replaces the current list.",
};

export const kpiNotFound = toolError("kpi_not_found", "No KPI has that id.");
export const teamNotFound = toolError("team_not_found", "No team has that id.");
