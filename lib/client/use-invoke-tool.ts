"use client";
import { useMutation } from "@tanstack/react-query";
import type { InvokeResult } from "./api-types";
import { fetchJson } from "./fetch-json";
import { apiPaths } from "./api-paths";

export type InvokeToolBody = { agentId: string; tool: string; arguments: unknown; taskId?: string };

/** POST /v1/playground/invoke: one call through the same admission and pipeline as a run. */
export function useInvokeTool() {
  return useMutation({
    mutationFn: (body: InvokeToolBody) => fetchJson<InvokeResult>(apiPaths.playgroundInvoke(), { method: "POST", body }),
  });
}
