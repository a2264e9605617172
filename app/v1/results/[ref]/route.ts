import { ResultWindowQuerySchema } from "@/lib/contracts/result-window";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { readResultWindow } from "@/lib/server/use-cases/results/read-result-window";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read", query: ResultWindowQuerySchema }, ({ principal, params, query }) =>
  readResultWindow(db(), principal, params.ref, query),
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
