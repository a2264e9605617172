import "server-only";
import type { JobRole } from "@/lib/contracts/enterprise-schemas";
import type { JobRole as JobRoleRow } from "@/lib/generated/prisma/client";

export function toJobRoleView(role: Pick<JobRoleRow, "id" | "name" | "description">): JobRole {
  return { id: role.id, name: role.name, description: role.description };
}
