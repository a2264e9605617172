// Seed "tool rules", Previews, catalogue results: search_tools and list_tools keep every returned name with
// a description of at most 200 characters; get_tool_schema keeps the complete selected definitions and
// puts unknown names in `missing` with a discovery hint. Catalogue results bypass previews.

import { withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const catalogue = {
  family: "Tool catalogue",
  page: "Native tools",
  gate: "never",
  runCallable: true,
  access: "read",
  retry: "safe",
  availability: { kind: "runtime" },
  preview: false,
} as const;

export const catalogueTools: readonly ToolDefinition[] = [
  {
    ...catalogue,
    name: "list_tools",
    description:
      "List the tools this run offers, each with its name as you call it and a short description (at most 200 " +
      "characters). Filter by family or name prefix.",
    inputSchema: toolInputSchema({
      prefix: { type: "string", minLength: 1, maxLength: 100, description: "Only names starting with this, e.g. `os__` or `note_`." },
    }),
    errors: withCallErrors(),
  },
  {
    ...catalogue,
    name: "search_tools",
    description:
      "Search every tool Tollgate knows by what it does, one to five queries at once (they run concurrently; " +
      "results keep query order). Each hit gives the name, a short description and whether this run offers it.",
    inputSchema: toolInputSchema(
      {
        queries: { type: "array", minItems: 1, maxItems: 5, items: { type: "string", minLength: 1, maxLength: 200 }, description: "What the tools should do, one to five queries." },
        limit: { type: "integer", minimum: 1, maximum: 50, default: 10, description: "Most hits per query (1–50); defaults to 10." },
      },
      ["queries"],
    ),
    errors: withCallErrors(),
  },
  {
    ...catalogue,
    name: "get_tool_schema",
    description:
      "Get the complete definitions of tools by name: description, input schema as you must send it, access, " +
      "retry safety and gate. Unknown names come back in `missing` with a hint to find the right one.",
    inputSchema: toolInputSchema(
      {
        names: { type: "array", minItems: 1, maxItems: 20, uniqueItems: true, items: { type: "string", minLength: 1 }, description: "Tool names, dotted or as you call them (1–20)." },
      },
      ["names"],
    ),
    errors: withCallErrors(),
  },
];
