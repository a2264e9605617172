import { describe, expect, it } from "vitest";
import { parseEmail, parseFlags, parseRoles, parseScopes, requireFlag } from "@/lib/server/cli/command-line-options";
import { UsageError } from "@/lib/server/cli/usage-error";

describe("CLI options", () => {
  it("parses flags strictly", () => {
    expect(parseFlags(["--email", "a@b.org", "--role=admin"], ["email", "role"])).toEqual({ email: "a@b.org", role: "admin" });
    expect(() => parseFlags(["--mail", "a@b.org"], ["email"])).toThrow(UsageError);
    expect(() => parseFlags(["extra"], ["email"])).toThrow(UsageError);
  });

  it("names a missing flag", () => {
    expect(() => requireFlag({}, "email")).toThrow("Missing --email.");
    expect(() => requireFlag({ email: "  " }, "email")).toThrow("Missing --email.");
  });

  it("reads comma-separated roles and scopes, without duplicates", () => {
    expect(parseRoles("admin, ceo,admin")).toEqual(["admin", "ceo"]);
    expect(parseScopes("tools:read,runs:write")).toEqual(["tools:read", "runs:write"]);
  });

  it.each([
    [() => parseRoles("admin,owner"), 'Unknown role "owner". Known: admin, editor, ceo.'],
    [() => parseRoles(","), "Name at least one role: admin, editor, ceo."],
    [() => parseScopes("tools:*"), 'Unknown scope "tools:*". Known: tools:read, tools:write, runs:read, runs:write, gates:decide, admin.'],
    [() => parseEmail("nobody"), '"nobody" is not an email address.'],
  ])("refuses with a usage error (exit code 2): %#", (parse, message) => {
    expect(parse).toThrow(message);
    expect(parse).toThrow(UsageError);
  });

  it("keeps emails in one case", () => {
    expect(parseEmail(" Admin@Tollgate.Local ")).toBe("admin@tollgate.local");
  });
});
