import "server-only";
import type { SessionUser } from "@/lib/contracts/session-bodies";

export function toSessionUser(user: { id: string; email: string; name: string; roles: readonly SessionUser["roles"][number][] }): SessionUser {
  return { id: user.id, email: user.email, name: user.name, roles: [...user.roles] };
}
