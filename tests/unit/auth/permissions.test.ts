import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/contracts/api-error";
import { authorise, isAllowed } from "@/lib/server/auth/authorise";
import { effectiveTokenScopes, rolesAllow, scopesAllowedFor } from "@/lib/server/auth/permissions";
import { sessionPrincipal, tokenPrincipal } from "@/lib/server/auth/principal-for-user";

const user = (roles: ("admin" | "editor" | "ceo")[]) => ({ id: "u", organisationId: "o", email: "e@x.org", roles });

describe("permissions (docs/internal-api.md table)", () => {
  it.each([
    ["tools:read", ["admin", "editor", "ceo"]],
    ["tools:write", ["admin"]],
    ["runs:read", ["admin", "editor", "ceo"]],
    ["runs:write", ["admin", "editor"]],
    ["gates:decide", ["ceo"]],
    ["admin", ["admin"]],
  ] as const)("%s is for %j", (permission, roles) => {
    for (const role of ["admin", "editor", "ceo"] as const) {
      expect(rolesAllow([role], permission)).toBe((roles as readonly string[]).includes(role));
    }
  });

  it("gives a session every scope its roles allow", () => {
    expect(scopesAllowedFor(["editor"])).toEqual(["tools:read", "runs:read", "runs:write"]);
    expect(scopesAllowedFor(["editor", "ceo"])).toEqual(["tools:read", "runs:read", "runs:write", "gates:decide"]);
    expect(scopesAllowedFor([])).toEqual([]);
  });

  it("gives a token only its scopes that its user's roles allow, ignoring unknown names", () => {
    expect(effectiveTokenScopes(["tools:read", "gates:decide", "root"], ["editor"])).toEqual(["tools:read"]);
  });

  it("allows a token its scope only while the role allows it", () => {
    const editorToken = tokenPrincipal(user(["editor"]), { id: "t", scopes: ["runs:write", "admin"] });
    expect(isAllowed(editorToken, "runs:write")).toBe(true);
    expect(isAllowed(editorToken, "admin")).toBe(false);
    expect(isAllowed(editorToken, "runs:read")).toBe(false);
  });

  it("throws 403 forbidden naming what was needed", () => {
    const ceo = sessionPrincipal(user(["ceo"]), "s");
    expect(() => authorise(ceo, "gates:decide")).not.toThrow();
    let thrown: unknown;
    try {
      authorise(ceo, ["tools:write", "admin"]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).status).toBe(403);
    expect((thrown as AppError).toBody()).toEqual({
      error: { code: "forbidden", message: "This needs a role allowed tools:write or admin.", required: ["tools:write", "admin"] },
    });
  });

  it("allows nobody for an empty list (fail closed)", () => {
    expect(() => authorise(sessionPrincipal(user(["admin"]), "s"), [])).toThrow(AppError);
  });
});
