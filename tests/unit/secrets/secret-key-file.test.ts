import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureSecretKey } from "@/lib/server/secrets/secret-key-file";

// The key is returned for the launcher's children, never written to process.env (issue 17, item 4).
const originalKey = process.env.TOLLGATE_SECRET_KEY;
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "tollgate-key-"));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
  expect(process.env.TOLLGATE_SECRET_KEY).toBe(originalKey);
});

describe("ensureSecretKey", () => {
  it("generates a 32-byte key into <data>/secret.key (mode 0600) on the first start and returns it", () => {
    const data = path.join(folder, "data");
    const made = ensureSecretKey(data, undefined);
    expect(made.source).toBe("generated");
    const file = path.join(data, "secret.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(made.key).toBe(readFileSync(file, "utf8").trim());
    expect(Buffer.from(made.key, "base64")).toHaveLength(32);
  });

  it("reads the same key on every later start", () => {
    const first = ensureSecretKey(folder, undefined).key;
    expect(ensureSecretKey(folder, undefined)).toEqual({ key: first, source: "file" });
  });

  it("leaves a key from the environment alone and writes no file", () => {
    expect(ensureSecretKey(folder, "from-the-environment")).toEqual({ key: "from-the-environment", source: "environment" });
    expect(() => statSync(path.join(folder, "secret.key"))).toThrow();
  });

  it("refuses a damaged key file instead of replacing it (that would lose every stored secret)", () => {
    writeFileSync(path.join(folder, "secret.key"), "too-short\n");
    expect(() => ensureSecretKey(folder, undefined)).toThrow(/does not hold a 32-byte base64 key/);
    expect(readFileSync(path.join(folder, "secret.key"), "utf8")).toBe("too-short\n");
  });
});
