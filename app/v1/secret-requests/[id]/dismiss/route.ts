import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { dismissSecretRequest } from "@/lib/server/use-cases/secret-requests/dismiss-secret-request";

export const POST = route({ permission: "admin" }, ({ principal, params }) => dismissSecretRequest(db(), principal, params.id));

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
