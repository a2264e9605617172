"use client";
import { useState, type FormEvent, type ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { ApiRefusal } from "@/lib/client/api-refusal";
import type { CreateTaskBody, TaskDetail, ToolInfo } from "@/lib/client/api-types";
import { createTaskBody, refusedToolOf, type DeclaredToolDraft, type TaskDraft } from "@/lib/client/task-draft";
import { useClearableFieldErrors } from "../connectors/use-clearable-field-errors";
import { Button } from "../ui/button";
import { Field, TextInput } from "../ui/form-controls";
import { DeclaredToolList } from "./declared-tool-list";
import { OtherToolField } from "./other-tool-field";
import { RefusalNotice } from "./refusal-notice";
import { ToolPicker } from "./tool-picker";

type TaskFormProps = {
  tools: ToolInfo[];
  /** The draft the form opens with: empty for a new task, the saved one for an edit. */
  initial: TaskDraft;
  /** "new-task" or "edit-task": the prefix of the name field's and the submit button's ids. */
  idPrefix: string;
  submitLabel: string;
  save: UseMutationResult<TaskDetail, Error, CreateTaskBody>;
  onSaved: (task: TaskDetail) => void;
  /** A new task's form starts empty again once saved; an edit keeps what was saved. */
  resetOnSave: boolean;
  /** Above the fields: what the last save did. */
  status?: ReactNode;
  /** Beside the submit button (an edit's Cancel). */
  actions?: ReactNode;
};

/** A task's name, tools (picked from the built-in reference, with pins) and gates; a refusal beside its tool. */
export function TaskForm({ tools, initial, idPrefix, submitLabel, save, onSaved, resetOnSave, status, actions }: TaskFormProps) {
  const [draft, setDraft] = useState<TaskDraft>(initial);
  const [submitted, setSubmitted] = useState<TaskDraft>(initial);
  const declared = draft.tools.map((declaration) => declaration.tool);

  const error = save.error;
  const refusal = error instanceof ApiRefusal ? error : null;
  const refusedTool = refusal === null ? null : refusedToolOf(refusal, submitted);
  // Issue 12, item 3: a problem goes once what it names is changed — the name, or the tool it is about.
  const problems = useClearableFieldErrors(error);
  const [touchedTools, setTouchedTools] = useState<readonly string[]>([]);
  const touchTool = (tool: string) => setTouchedTools((current) => (current.includes(tool) ? current : [...current, tool]));
  // Shown beside the tool it names while that tool is still declared and unchanged; otherwise with the form.
  const aboutDeclaredTool = refusal !== null && refusedTool !== null && declared.includes(refusedTool);
  const refusalBeside =
    refusal !== null && refusedTool !== null && aboutDeclaredTool && !touchedTools.includes(refusedTool) ? { tool: refusedTool, code: refusal.code, message: refusal.message } : null;
  const errors = problems.errors;
  const formRefusalFixed = (refusal !== null && refusal.details.length > 0 && Object.keys(errors).length === 0) || (refusedTool !== null && !declared.includes(refusedTool));
  const showFormRefusal = error !== null && !aboutDeclaredTool && !formRefusalFixed;

  function addTool(tool: string) {
    if (declared.includes(tool)) return;
    setDraft({ ...draft, tools: [...draft.tools, { tool, pins: [], gated: false }] });
  }
  function toggleTool(tool: string) {
    if (declared.includes(tool)) setDraft({ ...draft, tools: draft.tools.filter((declaration) => declaration.tool !== tool) });
    else addTool(tool);
  }
  function changeTool(next: DeclaredToolDraft) {
    touchTool(next.tool);
    setDraft({ ...draft, tools: draft.tools.map((declaration) => (declaration.tool === next.tool ? next : declaration)) });
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(draft);
    problems.reset();
    setTouchedTools([]);
    save.mutate(createTaskBody(draft), {
      onSuccess: (task) => {
        onSaved(task);
        if (resetOnSave) setDraft(initial);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {status}
      <Field label="Name" htmlFor={`${idPrefix}-name`} error={errors.name}>
        <TextInput
          id={`${idPrefix}-name`}
          data-testid={`${idPrefix}-name`}
          value={draft.name}
          aria-invalid={errors.name !== undefined}
          onChange={(event) => {
            problems.clear("name");
            setDraft({ ...draft, name: event.target.value });
          }}
        />
      </Field>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-3">
          <h3 className="text-xs font-medium text-slate-700">Built-in tools</h3>
          <ToolPicker tools={tools} declared={declared} onToggle={toggleTool} />
          <OtherToolField onAdd={addTool} />
        </div>
        <DeclaredToolList
          draft={draft}
          tools={tools}
          refusal={refusalBeside}
          onChange={changeTool}
          onRemove={(tool) => setDraft({ ...draft, tools: draft.tools.filter((declaration) => declaration.tool !== tool) })}
        />
      </div>
      {showFormRefusal && <RefusalNotice error={error} title="The API refused this task." shownPaths={["name"]} />}
      <div className="flex items-center gap-3">
        <Button type="submit" tone="primary" disabled={save.isPending} data-testid={`${idPrefix}-submit`}>
          {save.isPending ? "Saving…" : submitLabel}
        </Button>
        {actions}
        {refusalBeside && (
          <p role="alert" data-testid="task-refused" className="text-xs text-red-800">
            Not saved: see what is said beside {refusalBeside.tool} above.
          </p>
        )}
      </div>
    </form>
  );
}
