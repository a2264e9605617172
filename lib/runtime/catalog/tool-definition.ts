// A tool as the runtime knows it. Seed "built-in tools": every tool says its family, whether it reads or
// writes, what a repeat does (retry safety), its gate policy and whether a run may call it at all.

export type JsonSchema = { [key: string]: unknown };

export type ToolAccess = "read" | "write";

/** Seed "built-in tools", Retry safety: safe — a repeat changes nothing; idempotent — acts once; unsafe — acts again. */
export type RetrySafety = "safe" | "idempotent" | "unsafe";

/** always — gated whatever the task says; task — gated when the task lists it in `gates`; never — answered before gates are read. */
export type GatePolicy = "always" | "task" | "never";

/** Seed "built-in tools", Errors: a failed call comes back one of three ways. */
export type ErrorHandling = "hand_back" | "tool_error" | "fail";

export type ToolErrorInfo = {
  code: string;
  when: string;
  handling: ErrorHandling;
};

export type ToolDefinition = {
  /** Canonical dotted name, e.g. `workspace.read_file`. */
  name: string;
  family: string;
  /** The reference page the seed files the family under, e.g. "OS tools". */
  page: string;
  description: string;
  access: ToolAccess;
  retry: RetrySafety;
  gate: GatePolicy;
  /** False for the CEO chat's own tools: a run never answers one. */
  runCallable: boolean;
  inputSchema: JsonSchema;
  errors: readonly ToolErrorInfo[];
  /** A read with a side effect says so (seed "Read and write"). */
  sideEffect?: string;
  /** Only admins are offered this tool (seed "running tools": tools whose requires excludes non-admins). */
  adminOnly?: boolean;
  /** The seed's own spelling where ours differs, e.g. `<prefix>.navigate` for `browser.navigate`. */
  referenceName?: string;
};

/** Seed "built-in tools": the model calls a tool with its dots replaced. */
export function modelNameOf(name: string): string {
  return name.replace(/\./g, "__");
}

export function canonicalNameOf(modelName: string): string {
  return modelName.replace(/__/g, ".");
}
