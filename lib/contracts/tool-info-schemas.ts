import { z } from "zod";
import type { ToolInfo } from "@/lib/runtime/catalog/tool-info";
import type { Same } from "./same-type";

// CONTRACT.md, Built-in tool reference: ToolInfo, as GET /v1/tools/built-in(/:name) and /v1/tools/native
// answer it. The core builds it (lib/runtime/catalog/tool-info.ts); this schema describes it for the document.

export const ToolInfoSchema = z
  .strictObject({
    name: z.string(),
    modelName: z.string(),
    family: z.string(),
    page: z.string(),
    description: z.string(),
    access: z.enum(["read", "write"]),
    retry: z.enum(["safe", "idempotent", "unsafe"]),
    gate: z.enum(["always", "task", "never"]),
    runCallable: z.boolean(),
    inputSchema: z.record(z.string(), z.unknown()).describe("The tool's input as JSON Schema (draft-07)."),
    errors: z.array(z.strictObject({ code: z.string(), when: z.string(), handling: z.enum(["hand_back", "tool_error", "fail"]) })),
    sideEffect: z.string().optional(),
    referenceName: z.string().optional(),
    offeredWhen: z.string().optional().describe("When a run offers the tool; native tools only."),
    requires: z.literal("admin").optional().describe("Only admins' runs are offered the tool."),
    status: z.enum(["available", "planned"]),
  })
  .meta({ id: "ToolInfo" });

// The core owns ToolInfo; the schema must say exactly what it holds.
const toolInfoAgrees: Same<z.infer<typeof ToolInfoSchema>, ToolInfo> = true;
void toolInfoAgrees;

export const ToolInfoListSchema = z.strictObject({ tools: z.array(ToolInfoSchema) });
