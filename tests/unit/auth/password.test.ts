import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";

describe("password hashing (scrypt)", () => {
  it("stores scrypt$N$r$p$salt$hash and verifies the right password only", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("treats a composed and a decomposed accent as the same password", async () => {
    const stored = await hashPassword("caf\u00e9");
    expect(await verifyPassword("cafe\u0301", stored)).toBe(true);
  });

  it.each([
    ["no hash at all", null],
    ["empty", ""],
    ["another scheme", "bcrypt$2b$10$abc"],
    ["a cut hash", "scrypt$16384$8$1$c2FsdA=="],
    ["a cost that is not a power of two", "scrypt$1000$8$1$c2FsdA==$aGFzaA=="],
    ["an absurd cost", "scrypt$1073741824$8$1$c2FsdA==$aGFzaA=="],
    ["a short hash", "scrypt$16384$8$1$c2FsdA==$aGFzaA=="],
  ])("answers false, without throwing, for %s", async (_label, stored) => {
    expect(await verifyPassword("anything", stored)).toBe(false);
  });
});
