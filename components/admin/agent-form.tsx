"use client";
import type { FormEvent } from "react";
import { changedAgentPaths, type AgentDraft } from "@/lib/client/agent-draft";
import { ApiRefusal } from "@/lib/client/api-refusal";
import { useClearableFieldErrors } from "../connectors/use-clearable-field-errors";
import { Button } from "../ui/button";
import { Field, TextInput } from "../ui/form-controls";
import { AgentBindingFields } from "./agent-binding-fields";
import { AgentFlagFields } from "./agent-flag-fields";
import { RefusalNotice } from "./refusal-notice";

type AgentFormProps = {
  draft: AgentDraft;
  onChange: (draft: AgentDraft) => void;
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  /** The last refusal of the API, shown field by field where a field is named. */
  error: unknown;
  idPrefix: string;
  /** Shown under the number fields when they are empty: what leaving them empty does. */
  emptyNumberHint: string;
  /** False while there is nothing to send (an edit with no change). */
  canSubmit?: boolean;
};

const FIELD_PATHS = ["name", "toolCallBudget", "maxIterations", "previews"];

/**
 * The agent form shared by creating and editing; the API judges every value (no checks of its own). A
 * field's problem goes once the field is changed (issue 12, item 3), and the notice with the last of them.
 */
export function AgentForm({ draft, onChange: onDraftChange, onSubmit, submitLabel, pending, error, idPrefix, emptyNumberHint, canSubmit = true }: AgentFormProps) {
  const problems = useClearableFieldErrors(error);
  const errors = problems.errors;
  const shownPaths = [...FIELD_PATHS, ...Object.keys(errors).filter((path) => path.startsWith("flags.") || path.startsWith("bindings."))];
  const allFixed = error instanceof ApiRefusal && error.details.length > 0 && Object.keys(errors).length === 0;
  function onChange(next: AgentDraft) {
    for (const path of changedAgentPaths(draft, next)) problems.clear(path);
    onDraftChange(next);
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    problems.reset();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate data-testid={`${idPrefix}-form`} className="space-y-3">
      <Field label="Name" htmlFor={`${idPrefix}-name`} error={errors.name}>
        <TextInput id={`${idPrefix}-name`} data-testid={`${idPrefix}-name`} value={draft.name} aria-invalid={errors.name !== undefined} onChange={(event) => onChange({ ...draft, name: event.target.value })} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Tool-call budget" htmlFor={`${idPrefix}-budget`} error={errors.toolCallBudget} hint={draft.toolCallBudget === "" ? emptyNumberHint : "Calls a run may make in all."}>
          <TextInput id={`${idPrefix}-budget`} data-testid={`${idPrefix}-budget`} type="number" inputMode="numeric" value={draft.toolCallBudget} aria-invalid={errors.toolCallBudget !== undefined} onChange={(event) => onChange({ ...draft, toolCallBudget: event.target.value })} />
        </Field>
        <Field label="Iteration cap" htmlFor={`${idPrefix}-iterations`} error={errors.maxIterations} hint={draft.maxIterations === "" ? emptyNumberHint : "Model turns a run may take."}>
          <TextInput id={`${idPrefix}-iterations`} data-testid={`${idPrefix}-iterations`} type="number" inputMode="numeric" value={draft.maxIterations} aria-invalid={errors.maxIterations !== undefined} onChange={(event) => onChange({ ...draft, maxIterations: event.target.value })} />
        </Field>
      </div>
      <AgentFlagFields draft={draft} onChange={onChange} errors={errors} idPrefix={idPrefix} />
      <div>
        <label className="flex items-center gap-2 text-xs text-slate-700">
          <input type="checkbox" data-testid={`${idPrefix}-previews`} checked={draft.previews} onChange={(event) => onChange({ ...draft, previews: event.target.checked })} className="size-4 accent-slate-900" />
          Previews: a large result enters the context as a preview of at most 6,000 characters, with its ref.
        </label>
        {errors.previews && <p role="alert" className="mt-1 text-xs text-red-700">{errors.previews}</p>}
      </div>
      <AgentBindingFields draft={draft} onChange={onChange} errors={errors} idPrefix={idPrefix} />
      {error !== null && error !== undefined && !allFixed && <RefusalNotice error={error} title="The API refused this agent." shownPaths={shownPaths} />}
      <Button type="submit" tone="primary" disabled={pending || !canSubmit} data-testid={`${idPrefix}-submit`}>
        {pending ? "Saving…" : submitLabel}
      </Button>
    </form>
  );
}
