import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Issue 16, item 4: the embedded PostgreSQL's password is generated, not fixed — a program on this machine
// (a tenant's stdio server had been one) must not log in to it with a password everyone knows. It is kept
// beside the cluster's folder in the data directory (<data>/pg.password for <data>/pg), readable by the
// product's user only (0600). A cluster made before this kept the old fixed password: the first start with
// this code logs in with that one once and sets the generated one (embedded-postgres.ts).

/** The password of clusters made before issue 16: tried only to replace it, never to work with. */
export const LEGACY_POSTGRES_PASSWORD = "tollgate";

const PASSWORD_SHAPE = /^[A-Za-z0-9_-]{24,}$/;

export function postgresPasswordFile(clusterDirectory: string): string {
  return path.join(path.dirname(clusterDirectory), `${path.basename(clusterDirectory)}.password`);
}

/** The cluster's password, made (and kept, 0600) on first use. */
export function ensurePostgresPassword(clusterDirectory: string): string {
  const file = postgresPasswordFile(clusterDirectory);
  try {
    writeFileSync(file, `${randomBytes(24).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as { code?: unknown }).code !== "EEXIST") throw error;
  }
  // Kept 0600 even if someone widened it: only the product's user reads it.
  chmodSync(file, 0o600);
  const password = readFileSync(file, "utf8").trim();
  if (!PASSWORD_SHAPE.test(password)) {
    throw new Error(`${file} does not hold a password Tollgate made (24 or more letters, digits, - or _). Delete it to have a new one set, or restore it.`);
  }
  return password;
}
