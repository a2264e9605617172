import "server-only";
import type { SecretSummary } from "@/lib/contracts/secret-bodies";

/** CONTRACT.md: a secret's value is never returned; only these fields ever leave the server. */
export function toSecretSummary(secret: { id: string; name: string; agentId: string | null; createdAt: Date }): SecretSummary {
  return { id: secret.id, name: secret.name, agentId: secret.agentId, createdAt: secret.createdAt.toISOString() };
}

/** The columns to read: never `ciphertext`. */
export const SECRET_SUMMARY_COLUMNS = { id: true, name: true, agentId: true, createdAt: true } as const;
