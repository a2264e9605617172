import { parseScript } from "./parse-script";
import type { OpenAiCompatibleModel, ScriptedModel } from "./use-start-run";

// What a person is composing in the playground before "Start run", and the ModelSpec it becomes
// (CONTRACT.md, Runs: ModelSpec).

export type ModelMode = "scripted" | "openai-compatible";

export type RunDraft = {
  input: string;
  mode: ModelMode;
  scriptText: string;
  baseUrl: string;
  model: string;
  apiKeySecret: string;
};

export const EMPTY_RUN_DRAFT: RunDraft = {
  input: "",
  mode: "scripted",
  scriptText: '[\n  {"text": "Hello from the scripted model."}\n]',
  baseUrl: "",
  model: "",
  apiKeySecret: "",
};

export type DraftModel = { ok: true; model: ScriptedModel | OpenAiCompatibleModel } | { ok: false; message: string };

export function modelOfDraft(draft: RunDraft): DraftModel {
  if (draft.mode === "scripted") {
    const parsed = parseScript(draft.scriptText);
    return parsed.ok ? { ok: true, model: { provider: "scripted", script: parsed.script } } : parsed;
  }
  const baseUrl = draft.baseUrl.trim();
  const model = draft.model.trim();
  if (!/^https?:\/\/\S+$/.test(baseUrl)) return { ok: false, message: "Base URL: an http(s) URL, such as http://127.0.0.1:8080/v1." };
  if (model === "") return { ok: false, message: "Model: the name the provider knows the model by." };
  const secret = draft.apiKeySecret.trim();
  return { ok: true, model: { provider: "openai-compatible", baseUrl, model, ...(secret === "" ? {} : { apiKeySecret: secret }) } };
}
