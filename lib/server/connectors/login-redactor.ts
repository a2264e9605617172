import "server-only";
import type { OAuthState } from "@/lib/connectors/oauth";
import { createResultRedactor, type SecretRedactor } from "@/lib/runtime/results/redact-secrets";
import type { Database } from "@/lib/server/db";
import { createPrismaSecretValues } from "@/lib/server/runtime/prisma-secret-values";
import { openSealedState } from "./sealed-oauth-store";

// Issue 16, item 6: what a login's server says can carry what it was given, or what it made up to look like
// it — a lastError, a call's result, a text medium. Each passes the result pipeline's redactor over every
// value the organisation holds (its secrets, bare, every agent's), the operator's platform keys, and the
// login's own OAuth access and refresh tokens, opened from its sealed state only for this.

export type LoginSecrets = { organisationId: string; sealedOauth: string | null };

/** The login's OAuth tokens as issued (none when it holds none, or its state cannot be opened). */
export function oauthTokenValues(sealedOauth: string | null): string[] {
  try {
    const tokens = openSealedState<OAuthState>(sealedOauth, {}).tokens;
    return [tokens?.access_token, tokens?.refresh_token].filter((value): value is string => typeof value === "string" && value !== "");
  } catch {
    return [];
  }
}

export async function loginSecretValues(database: Database, login: LoginSecrets): Promise<string[]> {
  // The port's agent argument is not used by its PostgreSQL reading: every secret of the organisation is read.
  const organisation = await createPrismaSecretValues(database).valuesFor(login.organisationId, "");
  return [...organisation, ...oauthTokenValues(login.sealedOauth)];
}

export async function loginRedactor(database: Database, login: LoginSecrets): Promise<SecretRedactor> {
  return createResultRedactor(await loginSecretValues(database, login));
}

/** A message for the login's lastError, redacted (a login gone meanwhile: redacted against nothing of its own). */
export async function redactedLoginError(database: Database, loginId: string, message: string): Promise<string> {
  const login = await database.connectorLogin.findUnique({ where: { id: loginId }, select: { organisationId: true, sealedOauth: true } });
  if (login === null) return message;
  return (await loginRedactor(database, login)).redact(message);
}
