import { ListGatesQuerySchema } from "@/lib/contracts/run-bodies";
import { db } from "@/lib/server/db";
import { listGates } from "@/lib/server/gates/list-gates";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

// Open gates are read by whoever may read runs (editors see that a run waits); only a CEO decides them.
export const GET = route({ permission: "runs:read", query: ListGatesQuerySchema }, ({ principal, query }) => listGates(db(), principal, query));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
