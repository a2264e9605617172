import { ListAuditEventsQuerySchema } from "@/lib/contracts/audit-schemas";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { listAuditEvents } from "@/lib/server/use-cases/audit/list-audit-events";

export const GET = route({ permission: "admin", query: ListAuditEventsQuerySchema }, ({ principal, query }) => listAuditEvents(db(), principal, query));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
