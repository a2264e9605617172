"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTaskBody, TaskDetail } from "./api-types";
import { queryKeys } from "./query-keys";
import { fetchJson } from "./fetch-json";
import { apiPaths } from "./api-paths";

/** POST /v1/tasks → 201 Task; a refusal (tool_unknown, tool_not_run_callable, gate_summary_required) names its `tool`. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskBody) => fetchJson<TaskDetail>(apiPaths.tasks(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks() }),
  });
}
