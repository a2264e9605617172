"use client";
import { useState, type FormEvent } from "react";
import { fieldErrors } from "@/lib/client/api-refusal";
import { useUpdateEnterpriseProfile } from "@/lib/client/use-enterprise-profile";
import { ENTERPRISE_LIMITS, type EnterpriseProfile } from "@/lib/contracts/enterprise-schemas";
import { RefusalNotice } from "../admin/refusal-notice";
import { Button } from "../ui/button";
import { Field, TextArea, TextInput } from "../ui/form-controls";

/** Goals are written one a line; blank lines are no goals. */
const goalsOf = (text: string) => text.split("\n").map((line) => line.trim()).filter((line) => line !== "");

/** The first problem the API named under `goals` (`goals`, `goals.3`), for the goals box. */
function goalsError(errors: Record<string, string>): string | undefined {
  const path = Object.keys(errors).find((key) => key === "goals" || key.startsWith("goals."));
  return path === undefined ? undefined : errors[path];
}

type ProfileFormProps = { profile: EnterpriseProfile; onDone: () => void };

/** PUT /v1/enterprise: the whole profile at once, for an admin or the CEO. */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const update = useUpdateEnterpriseProfile();
  const [name, setName] = useState(profile.name);
  const [mission, setMission] = useState(profile.mission);
  const [goals, setGoals] = useState(profile.goals.join("\n"));
  const [policies, setPolicies] = useState(profile.policies);
  const errors = fieldErrors(update.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ name, mission, goals: goalsOf(goals), policies }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate autoComplete="off" className="space-y-3" data-testid="profile-form">
      <Field label="Name" htmlFor="profile-name" error={errors.name}>
        <TextInput id="profile-name" data-testid="profile-name-input" value={name} maxLength={ENTERPRISE_LIMITS.name} aria-invalid={errors.name !== undefined} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field label="Mission" htmlFor="profile-mission" error={errors.mission} hint="One or two sentences: why the enterprise exists.">
        <TextArea id="profile-mission" data-testid="profile-mission-input" rows={2} value={mission} aria-invalid={errors.mission !== undefined} onChange={(event) => setMission(event.target.value)} />
      </Field>
      <Field label="Goals" htmlFor="profile-goals" error={goalsError(errors)} hint={`One goal a line, most important first (at most ${ENTERPRISE_LIMITS.goals}).`}>
        <TextArea id="profile-goals" data-testid="profile-goals-input" rows={4} value={goals} aria-invalid={goalsError(errors) !== undefined} onChange={(event) => setGoals(event.target.value)} />
      </Field>
      <Field label="Policies" htmlFor="profile-policies" error={errors.policies} hint="Markdown. Agents read them with os.read_enterprise.">
        <TextArea id="profile-policies" data-testid="profile-policies-input" rows={8} className="font-mono text-xs" value={policies} aria-invalid={errors.policies !== undefined} onChange={(event) => setPolicies(event.target.value)} />
      </Field>
      {update.error && <RefusalNotice error={update.error} title="The profile was not saved." shownPaths={Object.keys(errors)} />}
      <div className="flex gap-2">
        <Button type="submit" tone="primary" disabled={update.isPending} data-testid="profile-save">
          {update.isPending ? "Saving…" : "Save profile"}
        </Button>
        <Button onClick={onDone} disabled={update.isPending} data-testid="profile-cancel">
          Cancel
        </Button>
      </div>
    </form>
  );
}
