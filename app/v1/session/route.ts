import { SignInBodySchema } from "@/lib/contracts/session-bodies";
import { clientAddress } from "@/lib/server/auth/client-address";
import { signInThrottledResponse } from "@/lib/server/auth/sign-in-throttled-response";
import { signInThrottleSettings } from "@/lib/server/auth/sign-in-throttle-settings";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { sessionTokenOf, signedInResponse, signedOutResponse } from "@/lib/server/http/session-responses";
import { signIn } from "@/lib/server/use-cases/session/sign-in";
import { signOut } from "@/lib/server/use-cases/session/sign-out";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const POST = route({ public: true, body: SignInBodySchema }, async ({ request, body }) => {
  const settings = signInThrottleSettings();
  const signedIn = await signIn(db(), body, { clientAddress: clientAddress(request.headers, settings.trustedProxies), settings });
  return signedIn.outcome === "throttled" ? signInThrottledResponse(signedIn.retryAfterSeconds) : signedInResponse(request, signedIn);
});

export const DELETE = route({ public: true }, async ({ request }) => {
  await signOut(db(), sessionTokenOf(request));
  return signedOutResponse(request);
});

export const { GET, PUT, PATCH } = refuseOtherMethods("POST", "DELETE");
