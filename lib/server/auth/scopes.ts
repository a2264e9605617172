import "server-only";
import { z } from "zod";

// CONTRACT.md, Authentication: the scopes a token carries and the roles a user holds. Which role may
// use which scope is lib/server/auth/permissions.ts.

export const SCOPES = ["tools:read", "tools:write", "runs:read", "runs:write", "gates:decide", "admin"] as const;
export const ScopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof ScopeSchema>;

export const ROLES = ["admin", "editor", "ceo"] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
