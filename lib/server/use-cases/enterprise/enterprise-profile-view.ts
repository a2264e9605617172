import "server-only";
import type { EnterpriseProfile } from "@/lib/contracts/enterprise-schemas";
import type { Organisation } from "@/lib/generated/prisma/client";

export function toEnterpriseProfileView(organisation: Pick<Organisation, "name" | "mission" | "goals" | "policies">): EnterpriseProfile {
  return { name: organisation.name, mission: organisation.mission, goals: [...organisation.goals], policies: organisation.policies };
}
