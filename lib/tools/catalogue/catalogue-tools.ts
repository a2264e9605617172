// Seed "tool rules", Previews, catalogue results: search_tools and list_tools keep every returned name with
// a description of at most 200 characters; get_tool_schema keeps the complete selected definitions and
// puts unknown names in `missing` with a discovery hint. Catalogue results bypass previews.

import { z } from "zod";
import { withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { getToolSchema } from "./get-tool-schema";
import { listTools } from "./list-tools";
import { MAX_QUERIES, searchTools } from "./search-tools";

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

export const listToolsTool = defineTool({
  ...catalogue,
  name: "list_tools",
  description:
    "List the tools this run offers, each with its name as you call it and a short description (at most 200 " +
    "characters). Filter by family or name prefix.",
  input: z.strictObject({
    prefix: z.string().min(1).max(100).describe("Only names starting with this, e.g. `os__` or `note_`.").optional(),
  }),
  errors: withCallErrors(),
  execute: listTools,
});

export const searchToolsTool = defineTool({
  ...catalogue,
  name: "search_tools",
  description:
    "Search every tool Tollgate knows by what it does, one to five queries at once (they run concurrently; " +
    "results keep query order). Each hit gives the name, a short description and whether this run offers it.",
  input: z.strictObject({
    queries: z
      .array(z.string().min(1).max(200))
      .min(1)
      .max(MAX_QUERIES)
      .describe("What the tools should do, one to five queries."),
    limit: z.int().min(1).max(50).default(10).describe("Most hits per query (1–50); defaults to 10."),
  }),
  errors: withCallErrors(),
  execute: searchTools,
});

export const getToolSchemaTool = defineTool({
  ...catalogue,
  name: "get_tool_schema",
  description:
    "Get the complete definitions of tools by name: description, input schema as you must send it, access, " +
    "retry safety and gate. Unknown names come back in `missing` with a hint to find the right one.",
  input: z.strictObject({
    names: z
      .array(z.string().min(1))
      .min(1)
      .max(20)
      .meta({ uniqueItems: true })
      .describe("Tool names, dotted or as you call them (1–20)."),
  }),
  errors: withCallErrors(),
  execute: getToolSchema,
});

export const catalogueTools = [listToolsTool, searchToolsTool, getToolSchemaTool];
