import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { describeMe } from "@/lib/server/use-cases/session/describe-me";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({}, ({ principal }) => describeMe(db(), principal));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
