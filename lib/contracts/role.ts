import { z } from "zod";

// CONTRACT.md, Authentication: the three roles a console user holds. Declared once here, shared by the
// server (permissions, CLI), the contracts (users, session) and the console; the database's enum Role
// (prisma/schema.prisma) names the same three, checked by tests/unit/auth/scopes.test.ts.

export const ROLES = ["admin", "editor", "ceo"] as const;
export const RoleSchema = z.enum(ROLES, { error: "A role is admin, editor or ceo." });
export type Role = z.infer<typeof RoleSchema>;
