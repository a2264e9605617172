import "server-only";
import { readSettings } from "@/lib/settings/read-settings";

/** Where this Tollgate answers browsers: TOLLGATE_PUBLIC_URL, else http://<HOST>:<PORT> (a wildcard HOST is reached at 127.0.0.1). */
export function publicUrl(): string {
  const settings = readSettings();
  if (settings.TOLLGATE_PUBLIC_URL !== undefined) return settings.TOLLGATE_PUBLIC_URL;
  const host = ["0.0.0.0", "::", "[::]", ""].includes(settings.HOST) ? "127.0.0.1" : settings.HOST;
  const spelled = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${spelled}:${settings.PORT}`;
}

export const OAUTH_CALLBACK_PATH = "/v1/connectors/oauth/callback";

/** CONTRACT.md, Connectors: the OAuth redirect of every connector login. */
export function oauthRedirectUrl(): string {
  return `${publicUrl()}${OAUTH_CALLBACK_PATH}`;
}

/** The console page a finished sign-in returns the browser to (a path on this Tollgate, never elsewhere). */
export function connectorsPageUrl(loginId: string | null, errorCode?: string): string {
  const query = new URLSearchParams();
  if (loginId !== null) query.set("login", loginId);
  if (errorCode !== undefined) query.set("error", errorCode);
  const search = query.size === 0 ? "" : `?${query.toString()}`;
  return `${publicUrl()}/connectors${search}`;
}
