"use client";
import { useQuery } from "@tanstack/react-query";
import type { ToolInfo } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

// The registry changes only with a deploy: read once per visit.
const REGISTRY_STALE_MS = 10 * 60_000;

export function useBuiltInTools() {
  return useQuery({
    queryKey: queryKeys.tools(),
    queryFn: async () => (await fetchJson<{ tools: ToolInfo[] }>(apiPaths.tools())).tools,
    staleTime: REGISTRY_STALE_MS,
  });
}

export function useBuiltInTool(name: string) {
  return useQuery({
    queryKey: queryKeys.tool(name),
    queryFn: () => fetchJson<ToolInfo>(apiPaths.tool(name)),
    staleTime: REGISTRY_STALE_MS,
  });
}

/** GET /v1/tools/native: binding, code and run tools, each with when a run offers it. */
export function useNativeTools() {
  return useQuery({
    queryKey: queryKeys.nativeTools(),
    queryFn: async () => (await fetchJson<{ tools: ToolInfo[] }>(apiPaths.nativeTools())).tools,
    staleTime: REGISTRY_STALE_MS,
  });
}

/** GET /v1/tools/connectors: the tools of the organisation's connected connector logins (issue 23, item 7). */
export function useConnectorTools() {
  return useQuery({
    queryKey: queryKeys.connectorTools(),
    queryFn: async () => (await fetchJson<{ tools: ToolInfo[] }>(apiPaths.connectorTools())).tools,
  });
}
