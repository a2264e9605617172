import { describe, expect, it } from "vitest";
import { isSecureRequest, readCookie } from "@/lib/server/http/cookies";
import { clearedSessionCookieHeader, sessionCookieHeader } from "@/lib/server/auth/session-cookie";

function withCookie(cookie: string): Request {
  return new Request("http://local/", { headers: { cookie } });
}

describe("cookies", () => {
  it.each([
    ["tollgate_session=abc", "abc"],
    ["a=1; tollgate_session=abc; b=2", "abc"],
    ["a=1;tollgate_session=a%2Bb", "a+b"],
    ["tollgate_sessionx=abc", null],
    ["a=1", null],
  ])("reads %j", (cookie, value) => {
    expect(readCookie(withCookie(cookie), "tollgate_session")).toBe(value);
  });

  it("is secure over https, directly or behind a proxy that says so", () => {
    expect(isSecureRequest(new Request("https://local/"))).toBe(true);
    expect(isSecureRequest(new Request("http://local/"))).toBe(false);
    expect(isSecureRequest(new Request("http://local/", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
  });

  it("sets an httpOnly, SameSite=Lax session cookie, Secure only over https", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    const expiresAt = new Date("2026-12-08T10:00:00Z");
    const plain = sessionCookieHeader(new Request("http://local/"), "tok", expiresAt, now);
    expect(plain).toBe(
      "tollgate_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800; Expires=Tue, 08 Dec 2026 10:00:00 GMT",
    );
    expect(plain).not.toContain("Secure");
    expect(sessionCookieHeader(new Request("https://local/"), "tok", expiresAt)).toContain("; Secure");
    expect(clearedSessionCookieHeader(new Request("http://local/"))).toMatch(/^tollgate_session=; .*Max-Age=0/);
  });
});
