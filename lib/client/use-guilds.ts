"use client";
import { useQuery } from "@tanstack/react-query";
import type { Guild } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/guilds: the organisation's guilds (CONTRACT.md, Guilds). */
export function useGuilds() {
  return useQuery({
    queryKey: queryKeys.guilds(),
    queryFn: async () => (await fetchJson<{ guilds: Guild[] }>(apiPaths.guilds())).guilds,
  });
}
