import "server-only";
import { z } from "zod";

// CONTRACT.md, Authentication: the scopes a token carries (the roles a user holds are
// lib/contracts/role.ts). Which role may use which scope is lib/server/auth/permissions.ts.

export const SCOPES = ["tools:read", "tools:write", "runs:read", "runs:write", "gates:decide", "admin"] as const;
export const ScopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof ScopeSchema>;
