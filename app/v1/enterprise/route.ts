import { UpdateEnterpriseBodySchema } from "@/lib/contracts/enterprise-schemas";
import { ENTERPRISE_PROFILE_PERMISSIONS, MEMBER_READ_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { readEnterpriseProfile } from "@/lib/server/use-cases/enterprise/read-enterprise-profile";
import { updateEnterpriseProfile } from "@/lib/server/use-cases/enterprise/update-enterprise-profile";

// CONTRACT.md, The enterprise: every member reads the profile; an admin or the CEO writes it.
export const GET = route({ permission: MEMBER_READ_PERMISSIONS }, ({ principal }) => readEnterpriseProfile(db(), principal));

export const PUT = route({ permission: ENTERPRISE_PROFILE_PERMISSIONS, body: UpdateEnterpriseBodySchema }, ({ principal, body }) =>
  updateEnterpriseProfile(db(), principal, body),
);

export const { POST, PATCH, DELETE } = refuseOtherMethods("GET", "PUT");
