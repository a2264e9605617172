import { authoriseTokenCaller } from "@/lib/server/auth/authorise";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { listTokens } from "@/lib/server/use-cases/tokens/list-tokens";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

// A session, or a token scoped admin (docs/internal-api.md): a narrower token never manages tokens.
export const GET = route({}, ({ principal }) => {
  authoriseTokenCaller(principal, "admin");
  return listTokens(db(), principal);
});

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
