import { ListBlockersQuerySchema } from "@/lib/contracts/unblock-schemas";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { listBlockers } from "@/lib/server/use-cases/enterprise/list-blockers";

// CONTRACT.md, Blockers: the organisation's stuck runs (failed, waiting on a person, escalated), oldest first;
// `escalated=true` is the CEO's part (the Gates page). Whoever may read runs reads them.
export const GET = route({ permission: "runs:read", query: ListBlockersQuerySchema }, ({ principal, query }) =>
  listBlockers(db(), principal.organisationId, { ...(query.team === undefined ? {} : { team: query.team }), ...(query.escalated === undefined ? {} : { escalated: query.escalated }), limit: query.limit ?? 50 }),
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
