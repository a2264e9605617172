import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { listRunEvents } from "@/lib/server/use-cases/unblock/list-run-events";

// The run page's timeline: retried, routed, cleared and escalated, with who and the note.
export const GET = route({ permission: "runs:read" }, ({ principal, params }) => listRunEvents(db(), principal, params.id));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
