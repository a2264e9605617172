import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, parseSecretKey } from "@/lib/server/secrets/secret-box";

const originalKey = process.env.TOLLGATE_SECRET_KEY;
const key = randomBytes(32).toString("base64");

beforeEach(() => {
  process.env.TOLLGATE_SECRET_KEY = key;
});

afterEach(() => {
  if (originalKey === undefined) delete process.env.TOLLGATE_SECRET_KEY;
  else process.env.TOLLGATE_SECRET_KEY = originalKey;
});

describe("secret box (AES-256-GCM)", () => {
  it.each(["sk-live-0123456789", "", "ünïcødé ✓ and\nnew lines", "x".repeat(10_000)])("round-trips %j", (value) => {
    expect(decryptSecret(encryptSecret(value))).toBe(value);
  });

  it("stores base64 of iv | tag | ciphertext, never the value, with a fresh iv each time", () => {
    const first = encryptSecret("sk-live-0123456789");
    const second = encryptSecret("sk-live-0123456789");
    expect(first).not.toBe(second);
    expect(first).not.toContain("sk-live");
    expect(Buffer.from(first, "base64").length).toBe(12 + 16 + "sk-live-0123456789".length);
  });

  it("refuses an altered ciphertext", () => {
    const bytes = Buffer.from(encryptSecret("value"), "base64");
    bytes[bytes.length - 1] ^= 1;
    expect(() => decryptSecret(bytes.toString("base64"))).toThrow(/could not be decrypted: it was altered, or TOLLGATE_SECRET_KEY is not the key/);
  });

  it("refuses a value stored with another key", () => {
    const stored = encryptSecret("value");
    process.env.TOLLGATE_SECRET_KEY = randomBytes(32).toString("base64");
    expect(() => decryptSecret(stored)).toThrow(/could not be decrypted/);
  });

  it("refuses something that is not a ciphertext at all", () => {
    expect(() => decryptSecret("c2hvcnQ=")).toThrow("This stored secret is not a Tollgate ciphertext.");
  });

  it("says what to do when the key is missing or has the wrong length", () => {
    delete process.env.TOLLGATE_SECRET_KEY;
    expect(() => encryptSecret("value")).toThrow(/TOLLGATE_SECRET_KEY is not set: start Tollgate with `npm start`/);
    expect(() => parseSecretKey(randomBytes(16).toString("base64"))).toThrow("TOLLGATE_SECRET_KEY must be 32 bytes in base64 (it decodes to 16).");
  });
});
