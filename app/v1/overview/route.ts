import { OverviewQuerySchema } from "@/lib/contracts/overview-query";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { readOverview } from "@/lib/server/use-cases/overview/read-overview";

export const GET = route({ permission: "runs:read", query: OverviewQuerySchema }, ({ principal, query }) => readOverview(db(), principal, query));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
