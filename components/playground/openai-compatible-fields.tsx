"use client";
import type { RunDraft } from "@/lib/client/run-draft";
import { Field, TextInput } from "../ui/form-controls";

type OpenAiCompatibleFieldsProps = { draft: RunDraft; onChange: (change: Partial<RunDraft>) => void };

export function OpenAiCompatibleFields({ draft, onChange }: OpenAiCompatibleFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label="Base URL" htmlFor="playground-base-url" className="sm:col-span-3">
        <TextInput id="playground-base-url" type="url" placeholder="http://127.0.0.1:8080/v1" value={draft.baseUrl} onChange={(event) => onChange({ baseUrl: event.target.value })} />
      </Field>
      <Field label="Model" htmlFor="playground-model-name">
        <TextInput id="playground-model-name" placeholder="llama-3.1-8b-instruct" value={draft.model} onChange={(event) => onChange({ model: event.target.value })} />
      </Field>
      <Field label="API key secret" htmlFor="playground-api-key-secret" hint="The name of a secret, never the key itself." className="sm:col-span-2">
        <TextInput id="playground-api-key-secret" placeholder="OPENAI_COMPATIBLE_KEY" value={draft.apiKeySecret} onChange={(event) => onChange({ apiKeySecret: event.target.value })} />
      </Field>
    </div>
  );
}
