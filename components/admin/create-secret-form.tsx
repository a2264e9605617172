"use client";
import { useState, type FormEvent } from "react";
import { ApiRefusal } from "@/lib/client/api-refusal";
import type { AgentDetail } from "@/lib/client/api-types";
import { useCreateSecret } from "@/lib/client/use-create-secret";
import { Button } from "../ui/button";
import { Field, SelectInput, TextInput } from "../ui/form-controls";
import { Panel } from "../ui/panel";
import { RefusalNotice } from "./refusal-notice";
import { useClearableFieldErrors } from "../connectors/use-clearable-field-errors";

/** POST /v1/secrets. The value is typed into a password field, sent once, and cleared: it never comes back. */
export function CreateSecretForm({ agents }: { agents: readonly AgentDetail[] }) {
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  const [agentId, setAgentId] = useState("");
  const [created, setCreated] = useState<string | null>(null);
  const createSecret = useCreateSecret();
  // Issue 23, item 7: a field's problem goes once the field is changed, and the notice with the last of them.
  const problems = useClearableFieldErrors(createSecret.error);
  const errors = problems.errors;
  const allFixed = createSecret.error instanceof ApiRefusal && createSecret.error.details.length > 0 && Object.keys(errors).length === 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCreated(null);
    problems.reset();
    createSecret.mutate(
      { name, value, ...(agentId === "" ? {} : { agentId }) },
      {
        onSuccess: (secret) => {
          setCreated(secret.name);
          setName("");
          setValue("");
        },
      },
    );
  }

  return (
    <Panel title="New secret" testId="create-secret-panel">
      <form onSubmit={submit} noValidate autoComplete="off" className="space-y-3">
        {created && (
          <p role="status" data-testid="secret-created" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            Stored <code className="font-mono">{created}</code>. Its value is not shown again, here or anywhere.
          </p>
        )}
        <Field label="Name" htmlFor="new-secret-name" error={errors.name} hint="Letters, digits, '_', '.' and '-'. A model spec names it as apiKeySecret.">
          <TextInput id="new-secret-name" data-testid="new-secret-name" value={name} aria-invalid={errors.name !== undefined} onChange={(event) => {
              problems.clear("name");
              setName(event.target.value);
            }} className="font-mono" />
        </Field>
        <Field label="Value" htmlFor="new-secret-value" error={errors.value} hint="Write-only: no page or endpoint shows it again.">
          <TextInput id="new-secret-value" data-testid="new-secret-value" type="password" autoComplete="new-password" value={value} aria-invalid={errors.value !== undefined} onChange={(event) => {
              problems.clear("value");
              setValue(event.target.value);
            }} />
        </Field>
        <Field label="Belongs to" htmlFor="new-secret-agent" error={errors.agentId}>
          <SelectInput id="new-secret-agent" data-testid="new-secret-agent" value={agentId} onChange={(event) => {
              problems.clear("agentId");
              setAgentId(event.target.value);
            }}>
            <option value="">The whole organisation</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                Agent: {agent.name}
              </option>
            ))}
          </SelectInput>
        </Field>
        {createSecret.error && !allFixed && <RefusalNotice error={createSecret.error} title="The API refused this secret." shownPaths={["name", "value", "agentId"]} />}
        <Button type="submit" tone="primary" disabled={createSecret.isPending} data-testid="new-secret-submit">
          {createSecret.isPending ? "Storing…" : "Store secret"}
        </Button>
      </form>
    </Panel>
  );
}
