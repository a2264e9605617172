import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { decodeSecretKey } from "@/lib/settings/setting-kinds";
import { readSettings } from "@/lib/settings/read-settings";

// Secrets at rest: AES-256-GCM with the 32-byte key in TOLLGATE_SECRET_KEY (base64). A stored value is
// base64 of iv (12 bytes) | auth tag (16 bytes) | ciphertext, as schema.prisma's Secret.ciphertext says.
// `npm start` creates the key in .data/secret.key on first start (secret-key-file.ts).

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
export { SECRET_KEY_BYTES } from "@/lib/settings/setting-kinds";

/** Parses a base64 key and checks its length (lib/settings holds the rule); throws a message that says what to do. */
export const parseSecretKey = decodeSecretKey;

function secretKey(): Buffer {
  const key = readSettings().TOLLGATE_SECRET_KEY;
  if (key === undefined) {
    throw new Error("TOLLGATE_SECRET_KEY is not set: start Tollgate with `npm start`, which creates one in .data/secret.key, or set it yourself.");
  }
  return key;
}

export function encryptSecret(value: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, secretKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64");
}

/** Throws when the value was altered or was encrypted with another key: GCM authenticates it. */
export function decryptSecret(stored: string): string {
  const bytes = Buffer.from(stored, "base64");
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error("This stored secret is not a Tollgate ciphertext.");
  const decipher = createDecipheriv(ALGORITHM, secretKey(), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("A stored secret could not be decrypted: it was altered, or TOLLGATE_SECRET_KEY is not the key it was stored with.");
  }
}
