import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "@/lib/server/auth/permissions";
import { ROLES, RoleSchema, SCOPES, ScopeSchema } from "@/lib/server/auth/scopes";

describe("scopes and roles (CONTRACT.md, Authentication)", () => {
  it("are exactly the six scopes and three roles of the contract", () => {
    expect(SCOPES).toEqual(["tools:read", "tools:write", "runs:read", "runs:write", "gates:decide", "admin"]);
    expect(ROLES).toEqual(["admin", "editor", "ceo"]);
  });

  it("validate with zod", () => {
    expect(ScopeSchema.parse("gates:decide")).toBe("gates:decide");
    expect(ScopeSchema.safeParse("gates:open").success).toBe(false);
    expect(RoleSchema.safeParse("ceo").success).toBe(true);
    expect(RoleSchema.safeParse("owner").success).toBe(false);
  });

  it("name the same scopes as the permission table the HTTP layer authorises with", () => {
    expect([...PERMISSIONS].sort()).toEqual([...SCOPES].sort());
  });
});
