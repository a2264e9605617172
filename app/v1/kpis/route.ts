import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { readKpiBoard } from "@/lib/server/use-cases/kpis/read-kpi-board";

// The KPI board: a reader of runs (session or token scoped runs:read) who is the CEO or an admin.
export const GET = route({ permission: "runs:read" }, ({ principal }) => readKpiBoard(db(), principal));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
