import { z } from "zod";

// CONTRACT.md, The enterprise behind the OS tools: the profile (GET/PUT /v1/enterprise) and job roles
// (POST/GET /v1/roles). Job roles are jobs (`role.*` tools), not the console's access roles (role.ts).

export const ENTERPRISE_LIMITS = { name: 200, mission: 2_000, goals: 20, goal: 300, policies: 20_000 } as const;

export const EnterpriseProfileSchema = z
  .strictObject({
    name: z.string(),
    mission: z.string(),
    goals: z.array(z.string()),
    policies: z.string().describe("Markdown."),
  })
  .meta({ id: "EnterpriseProfile" });
export type EnterpriseProfile = z.infer<typeof EnterpriseProfileSchema>;

const goal = z.string().trim().min(1, "A goal is a sentence, not empty.").max(ENTERPRISE_LIMITS.goal, `A goal is at most ${ENTERPRISE_LIMITS.goal} characters.`);

/** PUT replaces the whole profile: every field is given. */
export const UpdateEnterpriseBodySchema = z.strictObject({
  name: z.string().trim().min(1, "Give the enterprise a name.").max(ENTERPRISE_LIMITS.name, `A name is at most ${ENTERPRISE_LIMITS.name} characters.`),
  mission: z.string().trim().max(ENTERPRISE_LIMITS.mission, `The mission is at most ${ENTERPRISE_LIMITS.mission} characters.`),
  goals: z.array(goal, { error: "goals is a list of sentences." }).max(ENTERPRISE_LIMITS.goals, `At most ${ENTERPRISE_LIMITS.goals} goals.`),
  policies: z.string().max(ENTERPRISE_LIMITS.policies, `The policies are at most ${ENTERPRISE_LIMITS.policies} characters.`),
});
export type UpdateEnterpriseBody = z.infer<typeof UpdateEnterpriseBodySchema>;

export const JobRoleSchema = z.strictObject({ id: z.string(), name: z.string(), description: z.string() }).meta({ id: "JobRole" });
export type JobRole = z.infer<typeof JobRoleSchema>;

export const JobRoleListSchema = z.strictObject({ roles: z.array(JobRoleSchema) });
export type JobRoleList = z.infer<typeof JobRoleListSchema>;

export const CreateJobRoleBodySchema = z.strictObject({
  name: z.string().trim().min(1, "Give the role a name.").max(200, "A role's name is at most 200 characters."),
  description: z.string().trim().max(2_000, "A role's description is at most 2000 characters.").optional(),
});
export type CreateJobRoleBody = z.infer<typeof CreateJobRoleBodySchema>;

/** A member's job roles or teams by id, as PATCH /v1/users/:id and /v1/agents/:id take them; repeats count once. */
export function memberIdList(what: string) {
  return z
    .array(z.string().min(1, `A ${what} id is not empty.`).max(200))
    .max(50, `At most 50 ${what}s.`)
    .transform((ids) => [...new Set(ids)]);
}

/** A member: a person (a user) or an agent, with job role and team (guild) ids (GET /v1/members). */
export const MemberSchema = z
  .strictObject({
    id: z.string(),
    kind: z.enum(["person", "agent"]),
    name: z.string(),
    address: z.string().describe("A person's email; an agent's <name as a lowercase slug>@<TOLLGATE_MAIL_DOMAIN>."),
    roles: z.array(z.string()).describe("Job role ids, the main one first."),
    teams: z.array(z.string()).describe("Team (guild) ids."),
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof MemberSchema>;

export const MemberListSchema = z.strictObject({ members: z.array(MemberSchema) });
export type MemberList = z.infer<typeof MemberListSchema>;
