"use client";
import Link from "next/link";
import type { AgentDetail, Guild } from "@/lib/client/api-types";
import { useLogin } from "@/lib/client/use-login";
import { loginPlace } from "./login-place";

type OauthOutcomeNoticeProps = { loginId: string; errorCode: string | null; guilds: readonly Guild[]; agents: readonly AgentDetail[] };

/**
 * Where the OAuth callback sends the browser back: /connectors?login=<id>, with &error=<code> when the sign-in
 * failed. The notice says which login, and how it stands now.
 */
export function OauthOutcomeNotice({ loginId, errorCode, guilds, agents }: OauthOutcomeNoticeProps) {
  const login = useLogin(loginId);
  const which = login.data ? (
    <>
      <code className="font-mono">{login.data.connector}</code> at {loginPlace(login.data, guilds, agents)}
    </>
  ) : (
    "The login"
  );
  const failed = errorCode !== null || login.data?.status === "disconnected";
  const tone = failed ? "border-red-200 bg-red-50 text-red-900" : login.data?.status === "connected" ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-200 bg-amber-50 text-amber-950";
  return (
    <div role={failed ? "alert" : "status"} data-testid="oauth-outcome" data-outcome={errorCode ?? login.data?.status ?? "unknown"} className={`flex flex-wrap items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm ${tone}`}>
      <div className="min-w-0 space-y-0.5">
        {errorCode !== null ? (
          <p>
            The sign-in of {which} did not complete. <code className="ml-1 rounded bg-red-100 px-1 font-mono text-xs">{errorCode}</code>
          </p>
        ) : login.isPending ? (
          <p>Back from the sign-in; reading the login…</p>
        ) : login.isError ? (
          <p>Back from the sign-in, but the login could not be read: {login.error.message}</p>
        ) : login.data.status === "connected" ? (
          <p>
            {which} is signed in and connected: {login.data.tools.length} tools listed.
          </p>
        ) : (
          <p>
            {which} is {login.data.status} after the sign-in.
          </p>
        )}
        {login.data?.lastError && <p className="text-xs">Last error: {login.data.lastError}</p>}
      </div>
      <Link href="/connectors" replace scroll={false} className="text-xs font-medium underline" data-testid="oauth-outcome-dismiss">
        Dismiss
      </Link>
    </div>
  );
}
