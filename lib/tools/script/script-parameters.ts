// A script's `parameters` as script_save accepts them: a JSON Schema object the admission check can compile,
// describing an object (the script's `input`). Refused otherwise, before anything is stored.

import { validateArguments } from "@/lib/runtime/admission/validate-arguments";
import type { JsonSchema } from "@/lib/runtime/catalog/tool-definition";
import { ToolError } from "@/lib/runtime/ports";
import { scriptInputSchema } from "./script-tool-definition";

export function checkedParameters(parameters: unknown): JsonSchema | null {
  if (parameters === undefined || parameters === null) return null;
  if (typeof parameters !== "object" || Array.isArray(parameters)) {
    throw new ToolError("script_parameters_invalid", "`parameters` must be a JSON Schema object, e.g. {\"type\": \"object\", \"properties\": {…}}.");
  }
  const schema = parameters as JsonSchema;
  if (schema.type !== undefined && schema.type !== "object") {
    throw new ToolError("script_parameters_invalid", `\`parameters\` must describe an object (the script's \`input\`), not type ${JSON.stringify(schema.type)}.`);
  }
  try {
    validateArguments(scriptInputSchema(schema), {});
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ToolError("script_parameters_invalid", `\`parameters\` is not a JSON Schema this runtime can check arguments with: ${reason}`);
  }
  return { ...schema, type: "object" };
}
