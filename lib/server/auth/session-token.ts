import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A session cookie value: 32 random bytes, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** sha256 hex: what Session.tokenHash holds. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
