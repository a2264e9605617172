"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";
import { apiPaths } from "./api-paths";

/** DELETE /v1/session, then forget everything cached for this person. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson<void>(apiPaths.session(), { method: "DELETE" }),
    onSuccess: () => queryClient.clear(),
  });
}
