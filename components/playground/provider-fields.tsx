"use client";
import { MODEL_PLACEHOLDERS, type ModelMode, type RunDraft } from "@/lib/client/run-draft";
import { Field, TextInput } from "../ui/form-controls";
import { LOCAL_MODEL_PLACEHOLDER, LocalModelHint } from "./local-model-hint";

type ProviderFieldsProps = {
  draft: RunDraft;
  mode: Exclude<ModelMode, "scripted">;
  onChange: (change: Partial<RunDraft>) => void;
  /** Only an admin may name an apiKeySecret (the API refuses anyone else with 403). */
  canNameSecrets: boolean;
};

// What a run's request carries when no secret is named (lib/models/create-model-client.ts).
const KEY_WITHOUT_SECRET: Record<ProviderFieldsProps["mode"], string> = {
  "openai-compatible": "no key is sent (a local server usually needs none)",
  openai: "the server's OPENAI_API_KEY is used",
  anthropic: "the server's ANTHROPIC_API_KEY is used",
};

/** A provider's model: its base URL (OpenAI-compatible only), the model's name, and the key's secret for admins. */
export function ProviderFields({ draft, mode, onChange, canNameSecrets }: ProviderFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {mode === "openai-compatible" && (
        <Field label="Base URL" htmlFor="playground-base-url" className="sm:col-span-3">
          <TextInput id="playground-base-url" data-testid="playground-base-url" type="url" placeholder={LOCAL_MODEL_PLACEHOLDER} value={draft.baseUrl} onChange={(event) => onChange({ baseUrl: event.target.value })} />
        </Field>
      )}
      {mode === "openai-compatible" && <LocalModelHint baseUrl={draft.baseUrl} />}
      <Field label="Model" htmlFor="playground-model-name">
        <TextInput id="playground-model-name" data-testid="playground-model-name" placeholder={MODEL_PLACEHOLDERS[mode]} value={draft.model} onChange={(event) => onChange({ model: event.target.value })} />
      </Field>
      {canNameSecrets ? (
        <Field label="API key secret" htmlFor="playground-api-key-secret" hint={`The name of a secret, never the key itself. Empty: ${KEY_WITHOUT_SECRET[mode]}.`} className="sm:col-span-2">
          <TextInput id="playground-api-key-secret" data-testid="playground-api-key-secret" placeholder="MODEL_API_KEY" value={draft.apiKeySecret} onChange={(event) => onChange({ apiKeySecret: event.target.value })} />
        </Field>
      ) : (
        <p data-testid="playground-key-note" className="self-end pb-1.5 text-xs text-slate-500 sm:col-span-2">
          API key: {KEY_WITHOUT_SECRET[mode]}. Only an admin can name a secret to send instead.
        </p>
      )}
    </div>
  );
}
