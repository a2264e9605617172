import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { listTokens } from "@/lib/server/use-cases/tokens/list-tokens";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({}, ({ principal }) => listTokens(db(), principal));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
