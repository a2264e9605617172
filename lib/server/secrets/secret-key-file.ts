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

export type SecretKey = { key: string; source: SecretKeySource };

/**
 * The key the children get: TOLLGATE_SECRET_KEY from the launcher's environment, or <data>/secret.key.
 * Returned, never written to process.env (issue 17, item 4): the launcher puts it in its children's env.
 */
export function ensureSecretKey(dataDirectory: string, environmentKey: string | undefined): SecretKey {
  if (environmentKey) return { key: environmentKey, source: "environment" };
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
  return { key: readKeyFile(file), source };
}
