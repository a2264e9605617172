import { AppError, errorStatus } from "@/lib/contracts/api-error";
import { connectorsPageUrl } from "@/lib/server/connectors/oauth-redirect-url";
import { signInErrorPage } from "@/lib/server/connectors/sign-in-error-page";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { route } from "@/lib/server/http/route";
import { completeOAuthCallback } from "@/lib/server/use-cases/connectors/complete-oauth-callback";

// CONTRACT.md, Connectors: the OAuth redirect of every login. Public — the authorization server sends the
// browser here; the state finds the login, and the browser's session must be the user's who started the
// sign-in (issue 16). A browser is shown a page, any other client the JSON error.
export const GET = route({ public: true }, async ({ request, searchParams, principal }) => {
  const query = { code: searchParams.get("code"), state: searchParams.get("state"), error: searchParams.get("error") };
  const outcome = await completeOAuthCallback(db(), query, principal === null ? null : { userId: principal.userId });
  if (outcome.kind === "redirect") return new Response(null, { status: 303, headers: { location: outcome.location, "cache-control": "no-store" } });
  const code = outcome.kind === "refused" ? outcome.code : "not_found";
  if ((request.headers.get("accept") ?? "").includes("text/html")) return signInErrorPage(errorStatus[code], outcome.message, connectorsPageUrl(null));
  throw new AppError(code, outcome.message);
});

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
