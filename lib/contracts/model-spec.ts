import { z } from "zod";

// CONTRACT.md, Runs: the model a run talks to — a scripted script, or a provider — and the script's turns.

/** Any JSON value: a script is stored as JSON with its run, so it holds nothing else. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
// Named for /v1/openapi.json, where the recursion becomes one component that refers to itself.
export const JsonValueSchema: z.ZodType<JsonValue> = z
  .lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(JsonValueSchema), z.record(z.string(), JsonValueSchema)]))
  .meta({ id: "JsonValue", description: "Any JSON value." });

/** One call of a scripted turn. A string `arguments` is sent raw, exactly as a real model's text would be. */
export const ScriptCallSchema = z.object({
  name: z.string().min(1, "a scripted call needs a name"),
  arguments: z.union([z.record(z.string(), JsonValueSchema), z.string()]).default({}),
  id: z.string().min(1).optional(),
});
export type ScriptCall = z.infer<typeof ScriptCallSchema>;

/** CONTRACT.md, The scripted model: `{"calls": [...]}` (text beside the calls is allowed) or `{"text": "..."}`. */
export const ScriptTurnSchema = z.union([
  z.object({ calls: z.array(ScriptCallSchema).max(100), text: z.string().optional() }),
  z.object({ text: z.string() }),
]);
export type ScriptTurn = z.infer<typeof ScriptTurnSchema>;

export const MAX_SCRIPT_TURNS = 500;

const apiKeySecret = z.string().min(1).max(200).optional();

export const MAX_SYSTEM_PROMPT_CHARACTERS = 20_000;
/**
 * Issue 12, item 9: an optional system prompt of the run's own, sent after the runtime's guidance and before
 * everything else (lib/runtime/loop/build-messages.ts). Optional on every provider, so older specs still read.
 */
const system = z.string().max(MAX_SYSTEM_PROMPT_CHARACTERS, `a system prompt has at most ${MAX_SYSTEM_PROMPT_CHARACTERS} characters`).optional();
const modelName = z.string().min(1, "model is required").max(200);
/**
 * Issue 22 (CONTRACT.md, Long runs): the model's context in tokens, over MODEL_CONTEXT_MAX_TOKENS; a prompt
 * that would pass it is compacted first.
 */
const contextTokens = z
  .int("contextTokens must be a whole number")
  .min(1000, "contextTokens is at least 1000")
  .max(10_000_000, "contextTokens is at most 10000000")
  .optional();

export const ScriptedModelSpecSchema = z.object({
  provider: z.literal("scripted"),
  script: z.array(ScriptTurnSchema).max(MAX_SCRIPT_TURNS, `a script has at most ${MAX_SCRIPT_TURNS} turns`),
  system,
  contextTokens,
});

// Only the URL's shape here (lib/contracts is shared with the browser); whether its host may be contacted
// is the egress policy's, checked with DNS when the run is created (CONTRACT.md, Outbound requests).
const baseUrlShape = z
  .url({ protocol: /^https?$/, message: "baseUrl must be an http(s) URL" })
  .max(2000, "baseUrl is longer than 2000 characters")
  // zod runs this after a failed URL check too: a string that is no URL is left to that check's message.
  .refine((url) => !URL.canParse(url) || (new URL(url).username === "" && new URL(url).password === ""), {
    message: "baseUrl must not carry a user name or password; name an apiKeySecret instead",
  });

export const OpenAiCompatibleModelSpecSchema = z.object({
  provider: z.literal("openai-compatible"),
  baseUrl: baseUrlShape,
  model: modelName,
  apiKeySecret,
  system,
  contextTokens,
});

export const OpenAiModelSpecSchema = z.object({ provider: z.literal("openai"), model: modelName, apiKeySecret, system, contextTokens });

export const AnthropicModelSpecSchema = z.object({ provider: z.literal("anthropic"), model: modelName, apiKeySecret, system, contextTokens });

export const ModelSpecSchema = z.discriminatedUnion("provider", [
  ScriptedModelSpecSchema,
  OpenAiCompatibleModelSpecSchema,
  OpenAiModelSpecSchema,
  AnthropicModelSpecSchema,
]).meta({ id: "ModelSpec" });
export type ModelSpec = z.infer<typeof ModelSpecSchema>;
export type ScriptedModelSpec = z.infer<typeof ScriptedModelSpecSchema>;
export type OpenAiCompatibleModelSpec = z.infer<typeof OpenAiCompatibleModelSpecSchema>;
