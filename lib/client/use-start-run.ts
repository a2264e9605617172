"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StartedRun } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

export type ScriptedModel = { provider: "scripted"; script: unknown[] };
export type OpenAiCompatibleModel = { provider: "openai-compatible"; baseUrl: string; model: string; apiKeySecret?: string };

export type StartRunBody = {
  agentId: string;
  taskId?: string;
  kind: "direct";
  input: string;
  model: ScriptedModel | OpenAiCompatibleModel;
};

/** POST /v1/runs → 202 with the new run's id; the worker does the rest. */
export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartRunBody) => fetchJson<StartedRun>("/v1/runs", { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.allRuns() }),
  });
}
