"use client";
import { useState, type FormEvent } from "react";
import { MIN_PASSWORD_LENGTH } from "@/lib/contracts/user-bodies";
import { useChangePassword } from "@/lib/client/use-change-password";
import { useClearableFieldErrors } from "../connectors/use-clearable-field-errors";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { Field, TextInput } from "../ui/form-controls";
import { Panel } from "../ui/panel";

/** One's own password (PATCH /v1/users/:id {password}): every other session of one's own ends; this one stays. */
export function ChangePasswordPanel({ userId }: { userId: string }) {
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [changed, setChanged] = useState(false);
  const change = useChangePassword(userId);
  const problems = useClearableFieldErrors(change.error);
  const fieldProblem = problems.errors.password !== undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChanged(false);
    problems.reset();
    if (password !== repeated) return setMismatch(true);
    change.mutate(password, {
      onSuccess: () => {
        setChanged(true);
        setPassword("");
        setRepeated("");
      },
    });
  }

  return (
    <Panel title="Change your password" testId="change-password-panel">
      <form onSubmit={submit} noValidate className="max-w-md space-y-4">
        {changed && (
          <p role="status" data-testid="password-changed" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
            Your password is changed. You stay signed in here; everywhere else you were signed in, you are signed out.
          </p>
        )}
        <Field label="New password" htmlFor="new-password" error={problems.errors.password} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
          <TextInput
            id="new-password"
            data-testid="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={fieldProblem}
            onChange={(event) => {
              problems.clear("password");
              setPassword(event.target.value);
            }}
          />
        </Field>
        <Field label="The new password again" htmlFor="new-password-again" error={mismatch ? "The two passwords differ." : undefined}>
          <TextInput
            id="new-password-again"
            data-testid="new-password-again"
            type="password"
            autoComplete="new-password"
            value={repeated}
            aria-invalid={mismatch}
            onChange={(event) => {
              setMismatch(false);
              setRepeated(event.target.value);
            }}
          />
        </Field>
        {change.error && !fieldProblem && <ErrorNotice error={change.error} title="Your password was not changed." />}
        <Button type="submit" tone="primary" disabled={change.isPending || password === ""} data-testid="change-password-submit">
          {change.isPending ? "Changing…" : "Change password"}
        </Button>
      </form>
    </Panel>
  );
}
