"use client";
import { useState } from "react";
import type { TaskDetail, ToolInfo } from "@/lib/client/api-types";
import { EMPTY_TASK_DRAFT } from "@/lib/client/task-draft";
import { useCreateTask } from "@/lib/client/use-create-task";
import { Panel } from "../ui/panel";
import { TaskForm } from "./task-form";

/** POST /v1/tasks from a form: tools picked from the built-in reference, pins, gates; a refusal beside its tool. */
export function CreateTaskPanel({ tools }: { tools: ToolInfo[] }) {
  const [created, setCreated] = useState<TaskDetail | null>(null);
  const createTask = useCreateTask();
  return (
    <Panel title="New task" testId="create-task-panel">
      <TaskForm
        tools={tools}
        initial={EMPTY_TASK_DRAFT}
        idPrefix="new-task"
        submitLabel="Save task"
        save={createTask}
        onSaved={setCreated}
        resetOnSave
        status={
          created && !createTask.isPending && createTask.error === null ? (
            <p role="status" data-testid="task-created" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              Saved <strong>{created.name}</strong>, declaring {created.declarations.length} tool{created.declarations.length === 1 ? "" : "s"}.
            </p>
          ) : null
        }
      />
    </Panel>
  );
}
