import { FulfilSecretRequestBodySchema } from "@/lib/contracts/secret-request-bodies";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { fulfilSecretRequest } from "@/lib/server/use-cases/secret-requests/fulfil-secret-request";

// CONTRACT.md, Secrets: the value goes in here and is never returned.
export const POST = route({ permission: "admin", body: FulfilSecretRequestBodySchema }, ({ principal, params, body }) =>
  fulfilSecretRequest(db(), principal, params.id, body),
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
