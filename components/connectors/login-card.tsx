"use client";
import type { Login } from "@/lib/client/api-types";
import { Chip } from "../ui/chip";
import { Disclosure } from "../ui/disclosure";
import { listedAgo } from "./listed-age";
import { LoginActions } from "./login-actions";
import { LoginStatusChip } from "./login-status-chip";
import { LoginToolsTable } from "./login-tools-table";
import { useNow } from "./use-now";

/**
 * The authorization URL comes from the server's authorization metadata, which the MCP server chose: only an
 * http(s) address becomes a link (never `javascript:` or `data:`).
 */
function signInHref(url: string | null): string | null {
  if (url === null || !URL.canParse(url)) return null;
  return ["http:", "https:"].includes(new URL(url).protocol) ? url : null;
}

type LoginCardProps = { login: Login; place: string; highlighted: boolean };

/** One login of a connector: where it is signed in, its status, its list's age and last error, its tools. */
export function LoginCard({ login, place, highlighted }: LoginCardProps) {
  const now = useNow();
  const on = login.tools.filter((tool) => tool.enabled).length;
  const signIn = signInHref(login.authorizationUrl);
  return (
    <li
      data-testid="login-card"
      data-login-id={login.id}
      data-scope={login.scope}
      data-status={login.status}
      className={`space-y-2 rounded-md border p-3 ${highlighted ? "border-sky-400 ring-2 ring-sky-200" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span data-testid="login-place" className="text-sm font-medium text-slate-900">
            {place}
          </span>
          <LoginStatusChip status={login.status} />
          {login.platform && (
            <Chip tone="violet" title="Served by the operator's platform key when one is configured for this connector" testId="login-platform">
              platform
            </Chip>
          )}
          {login.serverInfo && (
            <span className="font-mono text-[11px] text-slate-500" title="The server's name and version from its initialize answer">
              {login.serverInfo.name} {login.serverInfo.version}
            </span>
          )}
          <span data-testid="login-listed-age" className="text-[11px] text-slate-500" title={login.listedAt ?? undefined}>
            {listedAgo(login.listedAt, now)}
          </span>
        </div>
        <LoginActions login={login} place={place} />
      </div>
      {login.status === "pending" && (
        <p className="flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950">
          Nobody has signed this login in yet; runs start without its tools until someone does.
          {signIn === null ? (
            <span data-testid="login-sign-in-missing">
              {login.authorizationUrl === null ? "No sign-in address yet: Reconnect asks for one." : "The server's sign-in address is not an http(s) URL, so it is not offered as a link."}
            </span>
          ) : (
            <a href={signIn} data-testid="login-sign-in" className="rounded-md bg-slate-900 px-2.5 py-1 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600">
              Sign in
            </a>
          )}
        </p>
      )}
      {login.lastError && (
        <p role="alert" data-testid="login-last-error" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-xs break-words text-red-900">
          <span className="font-semibold">Last error:</span> {login.lastError}
        </p>
      )}
      {login.listedAt === null && login.tools.length === 0 ? (
        <p data-testid="login-tools-summary" className="text-xs text-slate-500">
          No tools listed yet: the login lists them once it connects.
        </p>
      ) : (
        <Disclosure summary={<span data-testid="login-tools-summary">{`${login.tools.length} tools, ${on} on`}</span>} testId="login-tools-disclosure" defaultOpen={highlighted}>
          <LoginToolsTable login={login} />
        </Disclosure>
      )}
    </li>
  );
}
