"use client";
import { useState, type FormEvent } from "react";
import type { Role } from "@/lib/contracts/role";
import type { CreatedUser } from "@/lib/contracts/user-bodies";
import { useUserCreate } from "@/lib/client/use-user-create";
import { useClearableFieldErrors } from "../../connectors/use-clearable-field-errors";
import { Button } from "../../ui/button";
import { CopyButton } from "../../ui/copy-button";
import { ErrorNotice } from "../../ui/error-notice";
import { Field, TextInput } from "../../ui/form-controls";
import { Panel } from "../../ui/panel";
import { RoleCheckboxes, ROLE_MEANINGS } from "./role-checkboxes";

type Draft = { email: string; name: string; roles: Role[]; password: string };
const EMPTY: Draft = { email: "", name: "", roles: ["editor"], password: "" };

/** POST /v1/users: a person with roles; without a password one is generated and shown here once. */
export function AddUserPanel() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [added, setAdded] = useState<CreatedUser | null>(null);
  const create = useUserCreate();
  const problems = useClearableFieldErrors(create.error);
  const errors = problems.errors;
  const fieldProblem = Object.keys(errors).length > 0;

  function change(next: Partial<Draft>, path: string) {
    problems.clear(path);
    setDraft({ ...draft, ...next });
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAdded(null);
    problems.reset();
    const body = { email: draft.email, roles: draft.roles, ...(draft.name.trim() ? { name: draft.name } : {}), ...(draft.password ? { password: draft.password } : {}) };
    create.mutate(body, {
      onSuccess: (user) => {
        setAdded(user);
        setDraft(EMPTY);
      },
    });
  }

  return (
    <Panel title="Add a person" testId="add-user-panel">
      <form onSubmit={submit} noValidate className="space-y-4">
        {added && (
          <div role="status" data-testid="user-added" className="space-y-1.5 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
            <p>
              Added <strong>{added.email}</strong> as {added.roles.join(", ")}.
            </p>
            {added.generatedPassword && (
              <p className="flex flex-wrap items-center gap-2 text-xs">
                Their password, shown this once — pass it on now:
                <code data-testid="user-generated-password" className="rounded bg-white px-1.5 py-0.5 font-mono text-[12px] text-slate-900">
                  {added.generatedPassword}
                </code>
                <CopyButton text={added.generatedPassword} label="Copy password" />
              </p>
            )}
          </div>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Email" htmlFor="new-user-email" error={errors.email}>
            <TextInput id="new-user-email" data-testid="new-user-email" type="email" autoComplete="off" value={draft.email} aria-invalid={errors.email !== undefined} onChange={(event) => change({ email: event.target.value }, "email")} />
          </Field>
          <Field label="Name (optional)" htmlFor="new-user-name" error={errors.name}>
            <TextInput id="new-user-name" data-testid="new-user-name" value={draft.name} onChange={(event) => change({ name: event.target.value }, "name")} />
          </Field>
        </div>
        <fieldset>
          <legend className="mb-1 text-xs font-medium text-slate-700">Roles</legend>
          <RoleCheckboxes idPrefix="new-user-role" roles={draft.roles} onChange={(roles) => change({ roles }, "roles")} />
          <ul className="mt-1.5 space-y-0.5 text-[11px] text-slate-500">
            {draft.roles.map((role) => (
              <li key={role}>
                <strong className="font-medium">{role}</strong>: {ROLE_MEANINGS[role]}
              </li>
            ))}
          </ul>
          {errors.roles && (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {errors.roles}
            </p>
          )}
        </fieldset>
        <Field label="Password (optional)" htmlFor="new-user-password" error={errors.password} hint="Leave it empty and one is generated, shown here once.">
          <TextInput id="new-user-password" data-testid="new-user-password" type="password" autoComplete="new-password" value={draft.password} aria-invalid={errors.password !== undefined} onChange={(event) => change({ password: event.target.value }, "password")} />
        </Field>
        {create.error && !fieldProblem && <ErrorNotice error={create.error} title="This person was not added." />}
        <Button type="submit" tone="primary" disabled={create.isPending} data-testid="new-user-submit">
          {create.isPending ? "Adding…" : "Add person"}
        </Button>
      </form>
    </Panel>
  );
}
