import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { describeMe } from "@/lib/server/use-cases/session/describe-me";

export const GET = route({}, ({ principal }) => describeMe(db(), principal));
