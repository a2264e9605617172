// ToolInfo: a definition as the reference shows it (CONTRACT.md "Built-in tool reference", GET
// /v1/tools/built-in), and as the console's reference page renders it.

import type {
  GatePolicy,
  JsonSchema,
  RetrySafety,
  ToolAccess,
  ToolDefinition,
  ToolErrorInfo,
} from "./tool-definition";
import { modelNameOf } from "./tool-definition";
import { describeAvailability } from "./describe-availability";

/** `planned`: defined in the registry, but no handler answers it yet. */
export type ToolStatus = "available" | "planned";

export type ToolInfo = {
  name: string;
  modelName: string;
  family: string;
  page: string;
  description: string;
  access: ToolAccess;
  retry: RetrySafety;
  gate: GatePolicy;
  runCallable: boolean;
  inputSchema: JsonSchema;
  errors: ToolErrorInfo[];
  sideEffect?: string;
  referenceName?: string;
  /** When a run offers the tool (seed "tools in a run", What a run offers); native tools only. */
  offeredWhen?: string;
  /** "admin" when only admins' runs are offered the tool (seed "running tools": its requires excludes non-admins). */
  requires?: "admin";
  status: ToolStatus;
};

export function toToolInfo(definition: ToolDefinition, implemented: boolean): ToolInfo {
  return {
    name: definition.name,
    modelName: modelNameOf(definition.name),
    family: definition.family,
    page: definition.page,
    description: definition.description,
    access: definition.access,
    retry: definition.retry,
    gate: definition.gate,
    runCallable: definition.runCallable,
    // A copy: callers reshape schemas (the offer strips formats) and must never reach the registry's own.
    inputSchema: structuredClone(definition.inputSchema),
    errors: definition.errors.map((error) => ({ ...error })),
    ...(definition.sideEffect === undefined ? {} : { sideEffect: definition.sideEffect }),
    ...(definition.referenceName === undefined ? {} : { referenceName: definition.referenceName }),
    ...(definition.adminOnly ? { requires: "admin" as const } : {}),
    ...(definition.availability === undefined ? {} : { offeredWhen: describeAvailability(definition.availability) }),
    status: implemented ? "available" : "planned",
  };
}
