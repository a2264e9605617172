import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "@/lib/server/auth/permissions";
import { ROLES, RoleSchema } from "@/lib/contracts/role";
import { Role as DatabaseRole } from "@/lib/generated/prisma/enums";
import { SCOPES, ScopeSchema } from "@/lib/server/auth/scopes";

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

  it("are the roles the database's enum Role holds (declared once in lib/contracts/role.ts)", () => {
    expect(Object.values(DatabaseRole).sort()).toEqual([...ROLES].sort());
  });

  it("name the same scopes as the permission table the HTTP layer authorises with", () => {
    expect([...PERMISSIONS].sort()).toEqual([...SCOPES].sort());
  });
});
