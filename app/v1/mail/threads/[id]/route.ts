import { MailThreadQuerySchema } from "@/lib/contracts/mail-schemas";
import { MEMBER_READ_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { getMailThread } from "@/lib/server/mail/get-mail-thread";

export const GET = route({ permission: MEMBER_READ_PERMISSIONS, query: MailThreadQuerySchema }, ({ principal, params, query, settings }) => getMailThread(db(), principal, params.id!, query, settings.TOLLGATE_MAIL_DOMAIN));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
