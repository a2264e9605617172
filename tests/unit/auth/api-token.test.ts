import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateApiToken, hashApiToken } from "@/lib/server/auth/api-token";

describe("API tokens", () => {
  it("are tg_ and 32 random bytes in base64url", () => {
    const token = generateApiToken();
    expect(token).toMatch(/^tg_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(3), "base64url")).toHaveLength(32);
  });

  it("are different every time", () => {
    const tokens = new Set(Array.from({ length: 100 }, generateApiToken));
    expect(tokens.size).toBe(100);
  });

  it("hash to the sha256 hex of the whole token", () => {
    expect(hashApiToken("tg_example")).toBe(createHash("sha256").update("tg_example").digest("hex"));
    expect(hashApiToken("tg_example")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiToken("tg_example")).not.toBe(hashApiToken("tg_exampla"));
  });
});
