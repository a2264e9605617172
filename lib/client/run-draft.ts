import { MAX_SYSTEM_PROMPT_CHARACTERS } from "@/lib/contracts/model-spec";
import { parseScript } from "./parse-script";
import type { RunModel } from "./use-start-run";

// What a person is composing in the playground before "Start run", and the ModelSpec it becomes
// (CONTRACT.md, Runs: ModelSpec — every provider the API accepts, issue 12, item 9).

export type ModelMode = RunModel["provider"];

export const MODEL_MODES: readonly { value: ModelMode; label: string }[] = [
  { value: "scripted", label: "Scripted" },
  { value: "openai-compatible", label: "OpenAI-compatible" },
  { value: "openai", label: "OpenAI" },
  { value: "anthropic", label: "Anthropic" },
];

export type RunDraft = {
  input: string;
  mode: ModelMode;
  scriptText: string;
  /** OpenAI-compatible only. */
  baseUrl: string;
  model: string;
  apiKeySecret: string;
  /** The run's own system prompt, sent after the runtime's guidance; empty sends none. */
  system: string;
};

export const EMPTY_RUN_DRAFT: RunDraft = {
  input: "",
  mode: "scripted",
  scriptText: '[\n  {"text": "Hello from the scripted model."}\n]',
  baseUrl: "",
  model: "",
  apiKeySecret: "",
  system: "",
};

/** A model name to start from for each hosted provider; the person may type any other. */
export const MODEL_PLACEHOLDERS: Record<Exclude<ModelMode, "scripted">, string> = {
  "openai-compatible": "llama-3.1-8b-instruct",
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
};

export type DraftModel = { ok: true; model: RunModel } | { ok: false; message: string };

/**
 * The spec the draft becomes, or what to fix first. `canNameSecrets`: only an admin may name an
 * apiKeySecret (the API answers anyone else 403), so nobody else's draft ever sends one.
 */
export function modelOfDraft(draft: RunDraft, canNameSecrets = true): DraftModel {
  const system = draft.system.trim() === "" ? {} : { system: draft.system };
  if (draft.system.length > MAX_SYSTEM_PROMPT_CHARACTERS) {
    return { ok: false, message: `System prompt: at most ${MAX_SYSTEM_PROMPT_CHARACTERS.toLocaleString("en-US")} characters.` };
  }
  if (draft.mode === "scripted") {
    const parsed = parseScript(draft.scriptText);
    return parsed.ok ? { ok: true, model: { provider: "scripted", script: parsed.script, ...system } } : parsed;
  }
  const model = draft.model.trim();
  const secret = canNameSecrets ? draft.apiKeySecret.trim() : "";
  const key = secret === "" ? {} : { apiKeySecret: secret };
  if (draft.mode === "openai-compatible") {
    const baseUrl = draft.baseUrl.trim();
    if (!/^https?:\/\/\S+$/.test(baseUrl)) return { ok: false, message: "Base URL: an http(s) URL, such as http://127.0.0.1:8080/v1." };
    if (model === "") return { ok: false, message: "Model: the name the provider knows the model by." };
    return { ok: true, model: { provider: "openai-compatible", baseUrl, model, ...key, ...system } };
  }
  if (model === "") return { ok: false, message: `Model: the name ${draft.mode === "openai" ? "OpenAI" : "Anthropic"} knows the model by, such as ${MODEL_PLACEHOLDERS[draft.mode]}.` };
  return { ok: true, model: { provider: draft.mode, model, ...key, ...system } };
}
