import { CreateSecretBodySchema } from "@/lib/contracts/secret-bodies";
import { db } from "@/lib/server/db";
import { createdResponse, route } from "@/lib/server/http/route";
import { createSecret } from "@/lib/server/use-cases/secrets/create-secret";
import { listSecrets } from "@/lib/server/use-cases/secrets/list-secrets";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "admin" }, ({ principal }) => listSecrets(db(), principal));

export const POST = route({ permission: "admin", body: CreateSecretBodySchema }, async ({ principal, body }) =>
  createdResponse(await createSecret(db(), principal, body)),
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
