import { authoriseTokenCaller } from "@/lib/server/auth/authorise";
import { db } from "@/lib/server/db";
import { createdResponse, route } from "@/lib/server/http/route";
import { CreateTokenBodySchema } from "@/lib/contracts/token-schemas";
import { createToken } from "@/lib/server/use-cases/tokens/create-token";
import { listTokens } from "@/lib/server/use-cases/tokens/list-tokens";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

// A session, or a token scoped admin (docs/internal-api.md): a narrower token never manages tokens.
export const GET = route({}, ({ principal }) => {
  authoriseTokenCaller(principal, "admin");
  return listTokens(db(), principal);
});

// Issue 23, item 7: a signed-in person makes a token of their own (create-token.ts says why a session only).
export const POST = route({ body: CreateTokenBodySchema }, async ({ principal, body }) => createdResponse(await createToken(db(), principal, body)));

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
