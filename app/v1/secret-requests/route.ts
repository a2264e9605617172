import { ListSecretRequestsQuerySchema } from "@/lib/contracts/secret-request-bodies";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { listSecretRequests } from "@/lib/server/use-cases/secret-requests/list-secret-requests";

// Secrets are admin work (docs/internal-api.md): so are the requests agents file for them.
export const GET = route({ permission: "admin", query: ListSecretRequestsQuerySchema }, ({ principal, query }) =>
  listSecretRequests(db(), principal, query),
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
