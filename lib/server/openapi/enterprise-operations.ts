import { CreateJobRoleBodySchema, EnterpriseProfileSchema, JobRoleListSchema, MemberListSchema, JobRoleSchema, UpdateEnterpriseBodySchema } from "@/lib/contracts/enterprise-schemas";
import { CURATION_PERMISSIONS, ENTERPRISE_PROFILE_PERMISSIONS, MEMBER_READ_PERMISSIONS } from "@/lib/server/auth/permissions";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, The enterprise behind the OS tools: the profile and the job roles. Members (people and
// agents) are the users and the agents, changed on their own routes (teams, jobRoles, roles, model).

export const enterpriseOperations: OperationSpec[] = [
  { method: "get", path: "/v1/enterprise", tag: "Enterprise", summary: "Read the enterprise's profile: name, mission, goals, policies", access: MEMBER_READ_PERMISSIONS,
    success: [answer(200, EnterpriseProfileSchema, "The profile.")] },
  { method: "put", path: "/v1/enterprise", tag: "Enterprise", summary: "Replace the enterprise's profile (an admin or the CEO)", access: ENTERPRISE_PROFILE_PERMISSIONS,
    body: UpdateEnterpriseBodySchema,
    success: [answer(200, EnterpriseProfileSchema, "The profile as saved.")] },
  { method: "get", path: "/v1/roles", tag: "Enterprise", summary: "List the job roles (not the access roles)", access: MEMBER_READ_PERMISSIONS,
    success: [answer(200, JobRoleListSchema, "The job roles, by name.")] },
  { method: "post", path: "/v1/roles", tag: "Enterprise", summary: "Create a job role", access: CURATION_PERMISSIONS,
    body: CreateJobRoleBodySchema,
    success: [answer(201, JobRoleSchema, "The new job role.")] },
  { method: "get", path: "/v1/members", tag: "Enterprise", summary: "List the members: people and agents, with address, job roles and teams", access: MEMBER_READ_PERMISSIONS,
    success: [answer(200, MemberListSchema, "The members, people first.")] },
];
