"use client";
import type { QueryClient } from "@tanstack/react-query";
import type { Login } from "./api-types";
import { queryKeys } from "./query-keys";

/**
 * After a login changed (created, listed, disconnected, its tools set): the login as answered, and the views
 * that show it — its connector's logins, and every agent, whose resolved login may be this one.
 */
export async function refreshAfterLoginChange(queryClient: QueryClient, connectorId: string, login?: Login): Promise<void> {
  if (login) queryClient.setQueryData(queryKeys.login(login.id), login);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.connectorLogins(connectorId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.agents() }),
  ]);
}
