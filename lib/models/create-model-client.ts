// The model client for a run's ModelSpec (CONTRACT.md, Runs): the scripted model, or a provider through
// the AI SDK. An API key comes from the secret the spec names, else (OpenAI, Anthropic) the environment.

import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { ModelSpec } from "@/lib/contracts/model-spec";
import { egressFetchFor } from "@/lib/egress/egress-from-environment";
import { egressSettingsOf } from "@/lib/egress/egress-settings";
import type { ModelClient } from "@/lib/runtime/ports";
import type { Settings } from "@/lib/settings/environment-schema";
import { createAiSdkModel } from "./ai-sdk-model";
import { createScriptedModel } from "./scripted-model";

export type ModelClientDependencies = {
  /** The value of the secret of that name visible to the run, or null when there is none. */
  resolveSecret(name: string): Promise<string | null>;
  /**
   * OPENAI_API_KEY / ANTHROPIC_API_KEY and the egress settings (TOLLGATE_EGRESS_ALLOW,
   * MODEL_REQUEST_TIMEOUT_MS, ...), as the caller read them (issue 17, item 4: settings are passed in).
   */
  settings: Settings;
};

type ProviderSpec = Exclude<ModelSpec, { provider: "scripted" }>;

async function secretValue(dependencies: ModelClientDependencies, name: string): Promise<string> {
  const value = await dependencies.resolveSecret(name);
  if (value === null) throw new Error(`secret ${name} not found`);
  return value;
}

async function apiKeyFor(spec: ProviderSpec, dependencies: ModelClientDependencies): Promise<string | undefined> {
  if (spec.apiKeySecret !== undefined) return secretValue(dependencies, spec.apiKeySecret);
  // A local OpenAI-compatible server usually wants no key at all.
  if (spec.provider === "openai-compatible") return undefined;
  const variable = spec.provider === "openai" ? "OPENAI_API_KEY" : "ANTHROPIC_API_KEY";
  const value = dependencies.settings[variable];
  if (!value) throw new Error(`${variable} is not set and the model spec names no apiKeySecret`);
  return value;
}

async function providerClient(spec: ProviderSpec, dependencies: ModelClientDependencies): Promise<ModelClient> {
  const apiKey = await apiKeyFor(spec, dependencies);
  const settings = dependencies.settings;
  // CONTRACT.md, Outbound requests: every provider request goes through the egress policy, with its time bound.
  const fetch = egressFetchFor("model", settings);
  const options = { label: `${spec.provider}:${spec.model}`, timeoutMs: egressSettingsOf(settings).modelRequestTimeoutMs };
  switch (spec.provider) {
    case "openai-compatible": {
      const provider = createOpenAICompatible({ name: "openai-compatible", baseURL: spec.baseUrl, apiKey, fetch });
      return createAiSdkModel(provider.chatModel(spec.model), options);
    }
    case "openai":
      // Chat Completions, not the Responses API that `openai(model)` defaults to (STACK.md).
      return createAiSdkModel(createOpenAI({ apiKey, fetch }).chat(spec.model), options);
    case "anthropic":
      return createAiSdkModel(createAnthropic({ apiKey, fetch })(spec.model), options);
  }
}

/**
 * Synchronous, as docs/internal-api.md has it: the key is resolved at the first request, so a missing
 * secret fails that request with a clear message, which the loop records.
 */
export function createModelClient(spec: ModelSpec, dependencies: ModelClientDependencies): ModelClient {
  if (spec.provider === "scripted") return createScriptedModel(spec.script);
  let client: Promise<ModelClient> | undefined;
  return {
    async generate(request) {
      client ??= providerClient(spec, dependencies);
      // A failed resolution is not kept: the next request (say after the secret was added) tries again.
      const resolved = await client.catch((error: unknown) => {
        client = undefined;
        throw error;
      });
      return resolved.generate(request);
    },
  };
}
