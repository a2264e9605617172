import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureSecretKey } from "@/lib/server/secrets/secret-key-file";

const originalKey = process.env.TOLLGATE_SECRET_KEY;
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "tollgate-key-"));
  delete process.env.TOLLGATE_SECRET_KEY;
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
  if (originalKey === undefined) delete process.env.TOLLGATE_SECRET_KEY;
  else process.env.TOLLGATE_SECRET_KEY = originalKey;
});

describe("ensureSecretKey", () => {
  it("generates a 32-byte key into <data>/secret.key (mode 0600) on the first start and exports it", () => {
    const data = path.join(folder, "data");
    expect(ensureSecretKey(data)).toBe("generated");
    const file = path.join(data, "secret.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(process.env.TOLLGATE_SECRET_KEY).toBe(readFileSync(file, "utf8").trim());
    expect(Buffer.from(process.env.TOLLGATE_SECRET_KEY ?? "", "base64")).toHaveLength(32);
  });

  it("reads the same key on every later start", () => {
    ensureSecretKey(folder);
    const first = process.env.TOLLGATE_SECRET_KEY;
    delete process.env.TOLLGATE_SECRET_KEY;
    expect(ensureSecretKey(folder)).toBe("file");
    expect(process.env.TOLLGATE_SECRET_KEY).toBe(first);
  });

  it("leaves a key from the environment alone and writes no file", () => {
    process.env.TOLLGATE_SECRET_KEY = "from-the-environment";
    expect(ensureSecretKey(folder)).toBe("environment");
    expect(process.env.TOLLGATE_SECRET_KEY).toBe("from-the-environment");
    expect(() => statSync(path.join(folder, "secret.key"))).toThrow();
  });

  it("refuses a damaged key file instead of replacing it (that would lose every stored secret)", () => {
    writeFileSync(path.join(folder, "secret.key"), "too-short\n");
    expect(() => ensureSecretKey(folder)).toThrow(/does not hold a 32-byte base64 key/);
    expect(readFileSync(path.join(folder, "secret.key"), "utf8")).toBe("too-short\n");
  });
});
