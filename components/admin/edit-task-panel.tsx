"use client";
import { useEffect, useRef } from "react";
import type { TaskDetail, ToolInfo } from "@/lib/client/api-types";
import { taskDraftOf } from "@/lib/client/saved-task-draft";
import { useUpdateTask } from "@/lib/client/use-update-task";
import { Button } from "../ui/button";
import { Chip } from "../ui/chip";
import { Panel } from "../ui/panel";
import { TaskForm } from "./task-form";

type EditTaskPanelProps = { task: TaskDetail; tools: ToolInfo[]; onDone: (saved: TaskDetail | null) => void };

/** PATCH /v1/tasks/:id from the same form as a new task: saving makes the next version; started runs keep theirs. */
export function EditTaskPanel({ task, tools, onDone }: EditTaskPanelProps) {
  const updateTask = useUpdateTask(task.id);
  const panel = useRef<HTMLDivElement>(null);
  // In braces: a browser's scrollIntoView may return a promise, which React would take for a cleanup.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [task.id]);
  return (
    <div ref={panel}>
      <Panel
        testId="edit-task-panel"
        title={
          <span className="flex items-center gap-2">
            Edit {task.name}
            <Chip tone="grey" testId="edit-task-version" title="The version runs started now would get is the next one, once saved.">
              version {task.version}
            </Chip>
          </span>
        }
      >
        <p className="mb-4 text-xs text-slate-600">
          Saving makes version {task.version + 1}. Runs already started keep the version they started with; runs started after read the new one.
        </p>
        <TaskForm
          key={task.id}
          tools={tools}
          initial={taskDraftOf(task)}
          idPrefix="edit-task"
          submitLabel={`Save as version ${task.version + 1}`}
          save={updateTask}
          onSaved={(saved) => onDone(saved)}
          resetOnSave={false}
          actions={
            <Button onClick={() => onDone(null)} disabled={updateTask.isPending} data-testid="edit-task-cancel">
              Cancel
            </Button>
          }
        />
      </Panel>
    </div>
  );
}
