import { MEMBER_READ_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { listMembers } from "@/lib/server/use-cases/enterprise/list-members";
import { readSettings } from "@/lib/settings/read-settings";

// CONTRACT.md, The enterprise: every member may read who the members are (the Enterprise page's directory).
export const GET = route({ permission: MEMBER_READ_PERMISSIONS }, async ({ principal }) => ({
  members: await listMembers(db(), principal.organisationId, readSettings().TOLLGATE_MAIL_DOMAIN),
}));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
