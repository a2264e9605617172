"use client";
import { useState, type FormEvent } from "react";
import { ApiRefusal } from "@/lib/client/api-refusal";
import type { TaskDetail, ToolInfo } from "@/lib/client/api-types";
import { createTaskBody, EMPTY_TASK_DRAFT, refusedToolOf, type DeclaredToolDraft, type TaskDraft } from "@/lib/client/task-draft";
import { useCreateTask } from "@/lib/client/use-create-task";
import { useClearableFieldErrors } from "../connectors/use-clearable-field-errors";
import { Button } from "../ui/button";
import { Field, TextInput } from "../ui/form-controls";
import { Panel } from "../ui/panel";
import { DeclaredToolList } from "./declared-tool-list";
import { OtherToolField } from "./other-tool-field";
import { RefusalNotice } from "./refusal-notice";
import { ToolPicker } from "./tool-picker";

/** POST /v1/tasks from a form: tools picked from the built-in reference, pins, gates; a refusal beside its tool. */
export function CreateTaskPanel({ tools }: { tools: ToolInfo[] }) {
  const [draft, setDraft] = useState<TaskDraft>(EMPTY_TASK_DRAFT);
  const [submitted, setSubmitted] = useState<TaskDraft>(EMPTY_TASK_DRAFT);
  const [created, setCreated] = useState<TaskDetail | null>(null);
  const createTask = useCreateTask();
  const declared = draft.tools.map((declaration) => declaration.tool);

  const error = createTask.error;
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
    setCreated(null);
    setSubmitted(draft);
    problems.reset();
    setTouchedTools([]);
    createTask.mutate(createTaskBody(draft), {
      onSuccess: (task) => {
        setCreated(task);
        setDraft(EMPTY_TASK_DRAFT);
      },
    });
  }

  return (
    <Panel title="New task" testId="create-task-panel">
      <form onSubmit={submit} noValidate className="space-y-4">
        {created && (
          <p role="status" data-testid="task-created" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            Saved <strong>{created.name}</strong>, declaring {created.declarations.length} tool{created.declarations.length === 1 ? "" : "s"}.
          </p>
        )}
        <Field label="Name" htmlFor="new-task-name" error={errors.name}>
          <TextInput id="new-task-name" data-testid="new-task-name" value={draft.name} aria-invalid={errors.name !== undefined} onChange={(event) => {
              problems.clear("name");
              setDraft({ ...draft, name: event.target.value });
            }} />
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
          <Button type="submit" tone="primary" disabled={createTask.isPending} data-testid="new-task-submit">
            {createTask.isPending ? "Saving…" : "Save task"}
          </Button>
          {refusalBeside && (
            <p role="alert" data-testid="task-refused" className="text-xs text-red-800">
              Not saved: see what is said beside {refusalBeside.tool} above.
            </p>
          )}
        </div>
      </form>
    </Panel>
  );
}
