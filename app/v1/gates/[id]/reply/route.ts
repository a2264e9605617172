import { EscalationReplyBodySchema } from "@/lib/contracts/mail-schemas";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { editEscalationReply } from "@/lib/server/mail/edit-escalation-reply";

// Issue 19: the CEO edits an escalation's suggested reply before approving it.
export const PUT = route({ permission: "gates:decide", body: EscalationReplyBodySchema }, ({ principal, params, body }) => editEscalationReply(db(), principal, params.id!, body));

export const { GET, POST, PATCH, DELETE } = refuseOtherMethods("PUT");
