"use client";
import { useQuery } from "@tanstack/react-query";
import type { MailThreadList, MailThreadView } from "@/lib/contracts/mail-schemas";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

const searchOf = (entries: Record<string, string | null>) => new URLSearchParams(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== null));

/** GET /v1/mail/threads: your own mailbox's threads in a folder, or (an admin) an agent's. */
export function useMailThreads(agent: string | null, folder: string) {
  return useQuery({ queryKey: queryKeys.mailThreads(agent, folder), queryFn: () => fetchJson<MailThreadList>(apiPaths.mailThreads(searchOf({ folder, agent }))) });
}

/** GET /v1/mail/threads/:id: one thread, its messages oldest first (opening your own marks it read). */
export function useMailThread(agent: string | null, id: string | null) {
  return useQuery({
    queryKey: queryKeys.mailThread(agent, id ?? ""),
    queryFn: () => fetchJson<MailThreadView>(apiPaths.mailThread(id ?? "", searchOf({ agent }))),
    enabled: id !== null,
  });
}
