"use client";
import type { TaskDetail } from "@/lib/client/api-types";
import { useDeleteTask } from "@/lib/client/use-delete-task";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";

type DeleteTaskConfirmationProps = { task: TaskDetail; onCancel: () => void };

/** Deleting asks once more, saying what happens: its runs stay readable; nothing new can start with it. */
export function DeleteTaskConfirmation({ task, onCancel }: DeleteTaskConfirmationProps) {
  const deleteTask = useDeleteTask();
  return (
    <div role="group" aria-label={`Confirm deleting ${task.name}`} data-testid="task-delete-confirmation" className="mt-2 space-y-2 rounded-md border border-red-200 bg-red-50 px-3 py-2">
      <p className="text-xs text-red-950">
        Delete <strong>{task.name}</strong> (version {task.version})? Its runs stay readable, with the version they ran. No new run or playground call can
        choose it, and its schedules stop.
      </p>
      <div className="flex gap-2">
        <Button size="sm" tone="danger" disabled={deleteTask.isPending} onClick={() => deleteTask.mutate(task.id)} data-testid="task-delete-confirm">
          {deleteTask.isPending ? "Deleting…" : "Delete task"}
        </Button>
        <Button size="sm" onClick={onCancel} disabled={deleteTask.isPending} data-testid="task-delete-cancel">
          Keep it
        </Button>
      </div>
      {deleteTask.error && <ErrorNotice error={deleteTask.error} />}
    </div>
  );
}
