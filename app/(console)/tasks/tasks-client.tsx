"use client";
import { useState } from "react";
import { CreateTaskPanel } from "@/components/admin/create-task-panel";
import { EditTaskPanel } from "@/components/admin/edit-task-panel";
import { TasksTable } from "@/components/admin/tasks-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import type { TaskDetail } from "@/lib/client/api-types";
import { useBuiltInTools } from "@/lib/client/use-built-in-tools";
import { useTaskDetails } from "@/lib/client/use-task-details";

export function TasksClient() {
  const tasks = useTaskDetails();
  const tools = useBuiltInTools();
  // One form at a time: editing a task takes the new task's place, and gives it back when done.
  const [editingId, setEditingId] = useState<string | null>(null);
  const [saved, setSaved] = useState<TaskDetail | null>(null);
  const editing = tasks.data?.find((task) => task.id === editingId) ?? null;
  const edit = (task: TaskDetail) => {
    setSaved(null);
    setEditingId(task.id);
  };
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <PageHeader
        title="Tasks"
        description="What a run may call: a task declares its tools by exact name, may pin their fields, and gates the calls that wait for the CEO."
        actions={tasks.isFetching && !tasks.isPending ? <span className="text-xs text-slate-400">Refreshing…</span> : null}
      />
      {tasks.isPending ? (
        <LoadingState label="Loading tasks…" />
      ) : tasks.isError ? (
        <ErrorNotice error={tasks.error} title="The tasks could not be loaded." />
      ) : tasks.data.length === 0 ? (
        <EmptyState title="No tasks yet">Create the first one below.</EmptyState>
      ) : (
        <TasksTable tasks={tasks.data} editingId={editing?.id ?? null} onEdit={edit} />
      )}
      {saved && editing === null && (
        <p role="status" data-testid="task-updated" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Saved <strong>{saved.name}</strong> as version {saved.version}. Runs already started keep the version they started with.
        </p>
      )}
      {tools.isPending ? (
        <LoadingState label="Loading the built-in reference…" />
      ) : tools.isError ? (
        <ErrorNotice error={tools.error} title="The built-in reference could not be loaded, so no task can be composed." />
      ) : editing ? (
        <EditTaskPanel
          task={editing}
          tools={tools.data}
          onDone={(task) => {
            setSaved(task);
            setEditingId(null);
          }}
        />
      ) : (
        <CreateTaskPanel tools={tools.data} />
      )}
    </div>
  );
}
