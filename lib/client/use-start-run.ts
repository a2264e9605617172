"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ModelSpecSchema } from "@/lib/contracts/model-spec";
import type { StartedRun } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** CONTRACT.md, Runs: every provider the API accepts (issue 12, item 9), with an optional system prompt. */
export type RunModel = z.input<typeof ModelSpecSchema>;

export type StartRunBody = {
  agentId: string;
  taskId?: string;
  kind: "direct";
  input: string;
  model: RunModel;
};

/** POST /v1/runs → 202 with the new run's id; the worker does the rest. */
export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartRunBody) => fetchJson<StartedRun>(apiPaths.runs(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.allRuns() }),
  });
}
