"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** DELETE /v1/tasks/:id → 204: hidden and refused for new runs; its runs stay readable with the version they ran. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => fetchJson<void>(apiPaths.task(taskId), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks() }),
  });
}
