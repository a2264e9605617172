"use client";
import { CreateTaskPanel } from "@/components/admin/create-task-panel";
import { TasksTable } from "@/components/admin/tasks-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useBuiltInTools } from "@/lib/client/use-built-in-tools";
import { useTaskDetails } from "@/lib/client/use-task-details";

export function TasksClient() {
  const tasks = useTaskDetails();
  const tools = useBuiltInTools();
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
        <TasksTable tasks={tasks.data} />
      )}
      {tools.isPending ? (
        <LoadingState label="Loading the built-in reference…" />
      ) : tools.isError ? (
        <ErrorNotice error={tools.error} title="The built-in reference could not be loaded, so no task can be composed." />
      ) : (
        <CreateTaskPanel tools={tools.data} />
      )}
    </div>
  );
}
