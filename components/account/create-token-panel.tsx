"use client";
import { useState, type FormEvent } from "react";
import { ApiRefusal } from "@/lib/client/api-refusal";
import { useCreateToken } from "@/lib/client/use-create-token";
import { RefusalNotice } from "../admin/refusal-notice";
import { useClearableFieldErrors } from "../connectors/use-clearable-field-errors";
import { Button } from "../ui/button";
import { CopyButton } from "../ui/copy-button";
import { Field, TextInput } from "../ui/form-controls";
import { Panel } from "../ui/panel";

/**
 * Issue 23, item 7: make a named API token of one's own (POST /v1/tokens), with scopes one's roles allow;
 * the value is shown here once and never again.
 */
export function CreateTokenPanel({ scopes }: { scopes: readonly string[] }) {
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<readonly string[]>(scopes.filter((scope) => scope.endsWith(":read")));
  const [made, setMade] = useState<{ name: string; value: string } | null>(null);
  const create = useCreateToken();
  const problems = useClearableFieldErrors(create.error);
  const errors = problems.errors;
  const allFixed = create.error instanceof ApiRefusal && create.error.details.length > 0 && Object.keys(errors).length === 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMade(null);
    problems.reset();
    create.mutate(
      { name, scopes: [...chosen] },
      {
        onSuccess: (created) => {
          setMade({ name: created.token.name, value: created.value });
          setName("");
        },
      },
    );
  }

  function toggle(scope: string, on: boolean) {
    problems.clear("scopes");
    setChosen((current) => (on ? [...current, scope] : current.filter((each) => each !== scope)));
  }

  return (
    <Panel title="Make an API token" testId="create-token-panel">
      <form onSubmit={submit} noValidate autoComplete="off" className="max-w-xl space-y-3">
        {made && (
          <div role="status" data-testid="token-made" className="space-y-1.5 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
            <p>
              Made <strong>{made.name}</strong>. Copy it now: it is not shown again, here or anywhere.
            </p>
            <p className="flex items-center gap-2">
              <code data-testid="token-value" className="min-w-0 break-all rounded bg-white px-1.5 py-0.5 font-mono text-xs">
                {made.value}
              </code>
              <CopyButton text={made.value} label="Copy token" />
            </p>
          </div>
        )}
        <Field label="Name" htmlFor="new-token-name" error={errors.name} hint="Where it is used, so you can tell it apart and revoke it later (say, “nightly report”).">
          <TextInput
            id="new-token-name"
            data-testid="new-token-name"
            value={name}
            aria-invalid={errors.name !== undefined}
            onChange={(event) => {
              problems.clear("name");
              setName(event.target.value);
            }}
          />
        </Field>
        <fieldset>
          <legend className="text-xs font-medium text-slate-700">Scopes (only those your roles allow)</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {scopes.map((scope) => (
              <label key={scope} className="flex items-center gap-1.5 text-xs text-slate-700">
                <input type="checkbox" data-testid={`new-token-scope-${scope}`} checked={chosen.includes(scope)} onChange={(event) => toggle(scope, event.target.checked)} className="size-4 accent-slate-900" />
                <code className="font-mono">{scope}</code>
              </label>
            ))}
          </div>
          {errors.scopes && (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {errors.scopes}
            </p>
          )}
        </fieldset>
        {create.error && !allFixed && <RefusalNotice error={create.error} title="The token was not made." shownPaths={["name", "scopes"]} />}
        <Button type="submit" tone="primary" disabled={create.isPending} data-testid="new-token-submit">
          {create.isPending ? "Making…" : "Make token"}
        </Button>
      </form>
    </Panel>
  );
}
