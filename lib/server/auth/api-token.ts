import "server-only";
import { createHash, randomBytes } from "node:crypto";

// API tokens: "tg_" + 32 random bytes in base64url. Only the sha256 is stored (ApiToken.tokenHash), so
// a token is shown once, at creation, and a leaked database holds nothing a client could send.

export const API_TOKEN_PREFIX = "tg_";

export function generateApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** sha256 in hex. A token has 256 random bits, so a fast hash is enough: there is nothing to guess. */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
