"use client";
import { useMutation } from "@tanstack/react-query";
import type { User } from "@/lib/contracts/user-bodies";
import { fetchJson } from "./fetch-json";
import { apiPaths } from "./api-paths";

/** PATCH /v1/users/:id {password} for oneself: one's other sessions end, this one stays (issue 16, item 7). */
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: (password: string) => fetchJson<User>(apiPaths.user(userId), { method: "PATCH", body: { password } }),
  });
}
