import "server-only";
import type { User } from "@/lib/contracts/user-bodies";
import type { User as UserRow } from "@/lib/generated/prisma/client";

export function toUserView(user: Pick<UserRow, "id" | "email" | "name" | "roles" | "createdAt">): User {
  return { id: user.id, email: user.email, name: user.name, roles: [...user.roles], createdAt: user.createdAt.toISOString() };
}
