import "server-only";
import type { Database } from "@/lib/server/db";
import { decryptSecret, encryptSecret } from "@/lib/server/secrets/secret-box";
import { ConnectionTargetError } from "./connection-target-error";

// Issue 10: a login's OAuth state (client registration, tokens, a pending PKCE verifier) lives in
// ConnectorLogin.sealedOauth as JSON sealed with the secret box (AES-256-GCM, TOLLGATE_SECRET_KEY); it is
// opened only to connect, and never leaves the server.

export type SealedStateStore<State> = { load(): Promise<State>; save(state: State): Promise<void> };

export function openSealedState<State>(sealed: string | null, empty: State): State {
  if (sealed === null) return empty;
  try {
    return JSON.parse(decryptSecret(sealed)) as State;
  } catch {
    throw new ConnectionTargetError("oauth_state_unreadable", "The login's stored sign-in cannot be opened (TOLLGATE_SECRET_KEY changed?); reconnect it to sign in again.");
  }
}

export function sealState(state: unknown): string {
  return encryptSecret(JSON.stringify(state));
}

/** The login's sealed OAuth state, read and written on every use (the SDK saves tokens as it refreshes them). */
export function sealedOAuthStore<State>(database: Database, loginId: string, empty: State): SealedStateStore<State> {
  return {
    async load() {
      const login = await database.connectorLogin.findUnique({ where: { id: loginId }, select: { sealedOauth: true } });
      return openSealedState(login?.sealedOauth ?? null, empty);
    },
    async save(state) {
      // updateMany: a login deleted while a sign-in was under way is simply gone, not an error.
      await database.connectorLogin.updateMany({ where: { id: loginId }, data: { sealedOauth: sealState(state) } });
    },
  };
}

/** True when the login holds tokens from a finished sign-in (false too when its state cannot be opened). */
export function holdsTokens(sealed: string | null): boolean {
  try {
    return openSealedState<{ tokens?: unknown }>(sealed, {}).tokens !== undefined;
  } catch {
    return false;
  }
}
