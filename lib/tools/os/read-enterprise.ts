// os.read_enterprise: the profile as the CEO (or an admin) wrote it on the Enterprise page — mission, goals,
// policies — with the teams (guilds) and job roles it is organised in. Every member may read it; a run
// with no acting user reads nothing (missing user context fails closed).

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { requireActingUser } from "../require-acting-user";

export async function readEnterprise(_input: Record<string, never>, context: ToolContext, { db }: ToolServices): Promise<string> {
  requireActingUser(context, "reads the enterprise as");
  const organisationId = context.organisationId;
  const [organisation, teams, roles] = await Promise.all([
    db.organisation.findUniqueOrThrow({ where: { id: organisationId }, select: { name: true, mission: true, goals: true, policies: true } }),
    db.guild.findMany({ where: { organisationId }, select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    db.jobRole.findMany({ where: { organisationId }, select: { id: true, name: true, description: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
  ]);
  return jsonText({
    name: organisation.name,
    mission: organisation.mission,
    goals: organisation.goals,
    policies: organisation.policies,
    teams,
    roles,
    ...(organisation.mission === "" && organisation.goals.length === 0 && organisation.policies === ""
      ? { note: "The profile is not written yet: an admin or the CEO writes it on the Enterprise page." }
      : {}),
  });
}
