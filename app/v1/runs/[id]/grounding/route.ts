import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { getRunGrounding } from "@/lib/server/runs/get-run-grounding";

// Issue 22: the evidence a run's model was shown and which claims of its output rest on it.
export const GET = route({ permission: "runs:read" }, ({ principal, params }) => getRunGrounding(db(), principal, params.id));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
