import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm start` without TOLLGATE_SECRET_KEY: the key lives in <data>/secret.key (mode 0600), made on the
// first start and read on every later one, then passed to the web and worker processes in their env.
// Not imported by Next: only the launcher touches the file.

const KEY_BYTES = 32;

export type SecretKeySource = "environment" | "file" | "generated";

function readKeyFile(file: string): string {
  const encoded = readFileSync(file, "utf8").trim();
  if (Buffer.from(encoded, "base64").length !== KEY_BYTES) {
    throw new Error(`${file} does not hold a ${KEY_BYTES}-byte base64 key. Restore it; without it stored secrets cannot be read.`);
  }
  return encoded;
}

/** Makes sure process.env.TOLLGATE_SECRET_KEY is set, from the environment or from <data>/secret.key. */
export function ensureSecretKey(dataDirectory: string): SecretKeySource {
  if (process.env.TOLLGATE_SECRET_KEY) return "environment";
  const file = path.join(dataDirectory, "secret.key");
  let source: SecretKeySource = "file";
  if (!existsSync(file)) {
    mkdirSync(dataDirectory, { recursive: true });
    try {
      // "wx": when two first starts race, one writes and the other reads what it wrote.
      writeFileSync(file, `${randomBytes(KEY_BYTES).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
      source = "generated";
    } catch (error) {
      if ((error as { code?: unknown }).code !== "EEXIST") throw error;
    }
  }
  process.env.TOLLGATE_SECRET_KEY = readKeyFile(file);
  return source;
}
