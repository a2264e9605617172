"use client";
import type { FormEvent, KeyboardEvent } from "react";
import { MODEL_MODES, modelOfDraft, type ModelMode, type RunDraft } from "@/lib/client/run-draft";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { Field, TextArea } from "../ui/form-controls";
import { SegmentedControl } from "../ui/segmented-control";
import { ProviderFields } from "./provider-fields";
import { ScriptEditor } from "./script-editor";
import { SystemPromptField } from "./system-prompt-field";

type RunComposerProps = {
  draft: RunDraft;
  onChange: (change: Partial<RunDraft>) => void;
  onStart: () => void;
  canStart: boolean;
  starting: boolean;
  startError: unknown;
  /** Admins may name an apiKeySecret; for anyone else the field is not offered (the API would answer 403). */
  canNameSecrets: boolean;
};

/** Input and model of a whole run; Start run (or Ctrl/⌘+Enter) sends POST /v1/runs. */
export function RunComposer({ draft, onChange, onStart, canStart, starting, startError, canNameSecrets }: RunComposerProps) {
  const model = modelOfDraft(draft, canNameSecrets);
  const ready = canStart && model.ok && !starting;
  const untouched = draft.baseUrl.trim() === "" && draft.model.trim() === "";

  function start() {
    if (ready) onStart();
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start();
  }
  function onFormKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      start();
    }
  }

  return (
    <form onSubmit={onSubmit} onKeyDown={onFormKeyDown} className="space-y-3" aria-label="Start a run">
      <Field label="Input" htmlFor="playground-input" hint="What the run is asked: the user message the model reads first.">
        <TextArea id="playground-input" data-testid="playground-input" rows={3} value={draft.input} onChange={(event) => onChange({ input: event.target.value })} />
      </Field>
      <div className="flex items-center gap-3">
        <span className="text-xs font-medium text-slate-700">Model</span>
        <SegmentedControl<ModelMode>
          label="Model"
          value={draft.mode}
          onChange={(mode) => onChange({ mode })}
          segments={MODEL_MODES.map((mode) => ({ ...mode, testId: `model-${mode.value}` }))}
        />
      </div>
      {draft.mode === "scripted" ? (
        <ScriptEditor text={draft.scriptText} onChange={(scriptText) => onChange({ scriptText })} />
      ) : (
        <ProviderFields draft={draft} mode={draft.mode} onChange={onChange} canNameSecrets={canNameSecrets} />
      )}
      <SystemPromptField value={draft.system} onChange={(system) => onChange({ system })} />
      {!model.ok && draft.mode !== "scripted" && (
        // Issue 23, item 6: before anything is typed this is what to fill in, not an error.
        <p data-testid="model-problem" data-untouched={untouched || undefined} className={`text-xs ${untouched ? "text-slate-500" : "text-red-700"}`}>
          {model.message}
        </p>
      )}
      {startError !== null && <ErrorNotice error={startError} title="The run was not started." />}
      <div className="flex items-center gap-3">
        <Button type="submit" tone="primary" disabled={!ready} data-testid="start-run">
          {starting ? "Starting…" : "Start run"}
        </Button>
        <span className="text-xs text-slate-400">Ctrl/⌘ + Enter</span>
        {!canStart && <span className="text-xs text-amber-700">Choose an agent first.</span>}
      </div>
    </form>
  );
}
