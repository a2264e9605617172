import "server-only";
import { AppError } from "@/lib/contracts/api-error";

// Issue 8, item 9 (CSRF): a page on another site, or on another port of this host, can make the browser
// send the admin's cookie with a form or a `no-cors` fetch. A state change is accepted only from our own
// origin, as the browser reports it; clients that are not browsers send neither header and pass.

export type CrossSiteHeaders = {
  method: string;
  /** Any Authorization header: a bearer client, which a browser never sends cross-site without CORS. */
  authorization: string | null;
  secFetchSite: string | null;
  origin: string | null;
  host: string | null;
};

export type CrossSiteDecision = { verdict: "allow" } | { verdict: "refuse"; reason: string };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameHost(origin: string, host: string | null): boolean {
  if (host === null || origin === "null") return false;
  try {
    const from = new URL(origin);
    // Same scheme's default port either way: "http://a:80" and Host "a" are one origin.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** Whether a request may change state as far as where it came from goes; see the table in the unit test. */
export function decideCrossSite(headers: CrossSiteHeaders): CrossSiteDecision {
  if (SAFE_METHODS.has(headers.method.toUpperCase())) return { verdict: "allow" };
  if (headers.authorization !== null) return { verdict: "allow" };
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (site !== undefined && site !== "") {
    return site === "same-origin" ? { verdict: "allow" } : { verdict: "refuse", reason: `Sec-Fetch-Site is ${site}` };
  }
  if (headers.origin === null) return { verdict: "allow" };
  return sameHost(headers.origin.trim(), headers.host) ? { verdict: "allow" } : { verdict: "refuse", reason: `Origin ${headers.origin} is not this site` };
}

export function crossSiteHeadersOf(request: Request): CrossSiteHeaders {
  const headers = request.headers;
  return {
    method: request.method,
    authorization: headers.get("authorization"),
    secFetchSite: headers.get("sec-fetch-site"),
    origin: headers.get("origin"),
    host: headers.get("host") ?? new URL(request.url).host,
  };
}

/** Throws 403 `forbidden` for a state change a browser sent from another site or port. */
export function refuseCrossSiteRequest(request: Request): void {
  const decision = decideCrossSite(crossSiteHeadersOf(request));
  if (decision.verdict === "allow") return;
  throw new AppError("forbidden", `This request came from another site (${decision.reason}); the console's own pages may change data, other pages may not.`);
}
