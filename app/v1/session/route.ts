import { SignInBodySchema } from "@/lib/contracts/session-bodies";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { sessionTokenOf, signedInResponse, signedOutResponse } from "@/lib/server/http/session-responses";
import { signIn } from "@/lib/server/use-cases/session/sign-in";
import { signOut } from "@/lib/server/use-cases/session/sign-out";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const POST = route({ public: true, body: SignInBodySchema }, async ({ request, body }) =>
  signedInResponse(request, await signIn(db(), body)),
);

export const DELETE = route({ public: true }, async ({ request }) => {
  await signOut(db(), sessionTokenOf(request));
  return signedOutResponse(request);
});

export const { GET, PUT, PATCH } = refuseOtherMethods("POST", "DELETE");
