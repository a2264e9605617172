import "server-only";
import type { User } from "@/lib/contracts/user-bodies";
import type { User as UserRow } from "@/lib/generated/prisma/client";

export function toUserView(user: Pick<UserRow, "id" | "email" | "name" | "roles" | "jobRoleIds" | "teamIds" | "createdAt">): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles: [...user.roles],
    address: user.email,
    jobRoles: [...user.jobRoleIds],
    teams: [...user.teamIds],
    createdAt: user.createdAt.toISOString(),
  };
}
