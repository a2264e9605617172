// Issue 17, item 1: a tool is one definition with its handler, as the AI SDK's `tool({ inputSchema, execute })`
// is. What a tool is (its name, family, access, retry safety, gate policy, description and errors), its input
// as a zod schema and its `execute` live in one object beside the code that answers it. The core never sees
// the zod schema or the handler: it receives `definition` (the JSON Schema derived once, tool-json-schema.ts)
// through the catalog port, and the handler through the handler registry. A tool with no `execute` is planned.

import { z } from "zod";
import { ToolError, type ToolContext, type ToolHandler, type ToolOutput } from "@/lib/runtime/ports";
import type { ToolDefinition } from "@/lib/runtime/ports/tool-definition";
import type { ToolDependencies } from "../tool-dependencies";
import { toolJsonSchema } from "./tool-json-schema";

/** What a handler may reach: the database, the clock, the settings and the other services it is given. */
export type ToolServices = ToolDependencies;

export type ToolExecute<Input extends z.ZodObject> = (
  input: z.output<Input>,
  context: ToolContext,
  services: ToolServices,
) => Promise<ToolOutput>;

export type ToolSpec<Input extends z.ZodObject> = Omit<ToolDefinition, "inputSchema"> & {
  /** The tool's input; its JSON Schema is what admission validates and the model and the reference receive. */
  input: Input;
  /** Receives the input parsed, typed and defaulted. Absent: the tool is planned and never offered. */
  execute?: ToolExecute<Input>;
};

export type DefinedTool = {
  /** The tool as the core knows it: plain data, the input's JSON Schema included. */
  readonly definition: ToolDefinition;
  /** The input as zod knows it: parsed (typed, defaulted) before every `execute`. */
  readonly input: z.ZodObject;
  /** The handler bound to the services it needs; absent for a planned tool. */
  readonly handlerFor?: (services: ToolServices) => ToolHandler<ToolOutput>;
};

/**
 * The arguments reached the handler only after admission validated them against the same schema; a parse
 * that still fails means the two disagree, and the call gets a tool error that says where, never a crash.
 */
function parsedInput<Input extends z.ZodObject>(name: string, input: Input, raw: Record<string, unknown>): z.output<Input> {
  const parsed = input.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.length === 0 ? "the input" : issue.path.join(".")}: ${issue.message}`);
  throw new ToolError("invalid_input", `${name} could not read its input: ${problems.join("; ")}`);
}

export function defineTool<Input extends z.ZodObject>(spec: ToolSpec<Input>): DefinedTool {
  const { input, execute, ...rest } = spec;
  const definition: ToolDefinition = { ...rest, inputSchema: toolJsonSchema(input) };
  if (execute === undefined) return { definition, input };
  return {
    definition,
    input,
    handlerFor: (services) => async (context, raw) => execute(parsedInput(spec.name, input, raw), context, services),
  };
}
