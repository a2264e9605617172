import { authoriseTokenCaller } from "@/lib/server/auth/authorise";
import { db } from "@/lib/server/db";
import { noContentResponse, route } from "@/lib/server/http/route";
import { revokeToken } from "@/lib/server/use-cases/tokens/revoke-token";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

// A session, or a token scoped admin (docs/internal-api.md): a narrower token never manages tokens.
export const DELETE = route({}, async ({ principal, params }) => {
  authoriseTokenCaller(principal, "admin");
  await revokeToken(db(), principal, params.id);
  return noContentResponse();
});

export const { GET, POST, PUT, PATCH } = refuseOtherMethods("DELETE");
