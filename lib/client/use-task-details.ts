"use client";
import { useQuery } from "@tanstack/react-query";
import type { TaskDetail } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/tasks, each task with its declarations parsed per tool (pins, fatal or not). */
export function useTaskDetails() {
  return useQuery({
    // The playground's task list reads the same answer: one cache entry, refreshed together.
    queryKey: queryKeys.tasks(),
    queryFn: async () => (await fetchJson<{ tasks: TaskDetail[] }>(apiPaths.tasks())).tasks,
  });
}
