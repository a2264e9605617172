"use client";
import { useQuery } from "@tanstack/react-query";
import type { Task } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

export function useTasks() {
  return useQuery({
    queryKey: queryKeys.tasks(),
    queryFn: async () => (await fetchJson<{ tasks: Task[] }>(apiPaths.tasks())).tasks,
  });
}
