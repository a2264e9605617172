"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Guild } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** POST /v1/guilds `{ name }` → 201 `{ id, name }`. */
export function useCreateGuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => fetchJson<Guild>(apiPaths.guilds(), { method: "POST", body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.guilds() }),
  });
}
