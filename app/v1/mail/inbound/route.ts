import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { receiveInboundRequest } from "@/lib/server/mail/receive-inbound-request";

// CONTRACT.md "Mail": a provider's inbound webhook, with a token scoped admin; the body is the raw message.
export const POST = route({ permission: "admin" }, ({ principal, request, settings }) => receiveInboundRequest(db(), principal, request, settings));

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
