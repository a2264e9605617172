import type { ToolInfo } from "@/lib/runtime/catalog/tool-info";

// CONTRACT.md "Built-in tool reference": GET /v1/tools/built-in, /built-in/:name and /native answer the
// core's ToolInfo; declared here once for the console (issue 17, item 4), never written out again.

export type ToolReference = ToolInfo;
export type ToolReferenceError = ToolInfo["errors"][number];
