import { CreateJobRoleBodySchema } from "@/lib/contracts/enterprise-schemas";
import { CURATION_PERMISSIONS, MEMBER_READ_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { createdResponse, route } from "@/lib/server/http/route";
import { createJobRole } from "@/lib/server/use-cases/job-roles/create-job-role";
import { listJobRoles } from "@/lib/server/use-cases/job-roles/list-job-roles";

// CONTRACT.md, The enterprise: job roles are read by every member and made by admins, as guilds (teams) are.
export const GET = route({ permission: MEMBER_READ_PERMISSIONS }, ({ principal }) => listJobRoles(db(), principal));

export const POST = route({ permission: CURATION_PERMISSIONS, body: CreateJobRoleBodySchema }, async ({ principal, body }) =>
  createdResponse(await createJobRole(db(), principal, body)),
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
