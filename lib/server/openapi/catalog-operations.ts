import { z } from "zod";
import { ToolInfoListSchema, ToolInfoSchema } from "@/lib/contracts/tool-info-schemas";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, Built-in tool reference; Conventions: the reference as data, and this document itself.

export const catalogOperations: OperationSpec[] = [
  { method: "get", path: "/v1/tools/built-in", tag: "Tools", summary: "The built-in tool reference", access: "tools:read",
    success: [answer(200, ToolInfoListSchema, "Every built-in tool.")] },
  { method: "get", path: "/v1/tools/built-in/{name}", tag: "Tools", summary: "One built-in tool (unknown name: 404 tool_unknown)", access: "tools:read",
    success: [answer(200, ToolInfoSchema, "The tool.")] },
  { method: "get", path: "/v1/tools/native", tag: "Tools", summary: "The native tools: bindings, code tools, the run's own", access: "tools:read",
    success: [answer(200, ToolInfoListSchema, "Every native tool.")] },
  { method: "get", path: "/v1/tools/connectors", tag: "Tools", summary: "The tools of the organisation's connected connector logins", access: "tools:read",
    success: [answer(200, ToolInfoListSchema, "Every connector tool, with when a run offers it.")] },
  {
    method: "get",
    path: "/v1/openapi.json",
    tag: "Reference",
    summary: "This document: the OpenAPI 3.1 description of every /v1 route",
    access: "public",
    success: [{ status: 200, description: "The OpenAPI document.", schema: z.record(z.string(), z.unknown()) }],
  },
];
