import "server-only";
import { randomBytes } from "node:crypto";

/** A password for a user who was given none: 144 random bits, as the first start's admin password. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
