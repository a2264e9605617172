import { MailThreadsQuerySchema } from "@/lib/contracts/mail-schemas";
import { MEMBER_READ_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { listMailThreads } from "@/lib/server/mail/list-mail-threads";

// A person's own mailbox, or (an admin) an agent's with ?agent=<id>.
export const GET = route({ permission: MEMBER_READ_PERMISSIONS, query: MailThreadsQuerySchema }, ({ principal, query, settings }) => listMailThreads(db(), principal, query, settings.TOLLGATE_MAIL_DOMAIN));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
