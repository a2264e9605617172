"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTaskBody, TaskDetail } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/**
 * PATCH /v1/tasks/:id → 200 Task with its next version (runs already started keep theirs); refused as a
 * create is (tool_unknown, tool_not_run_callable, gate_summary_required, naming the `tool`).
 */
export function useUpdateTask(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskBody) => fetchJson<TaskDetail>(apiPaths.task(taskId), { method: "PATCH", body: { name: body.name, tools: body.tools, gates: body.gates } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks() }),
  });
}
