import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { listPlans } from "@/lib/server/use-cases/plans/list-plans";

// Plans are the enterprise's, readable by everyone who reads its runs; agents write them with os.write_plan.
export const GET = route({ permission: "runs:read" }, ({ principal }) => listPlans(db(), principal));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
