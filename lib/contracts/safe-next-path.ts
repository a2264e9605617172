import { roleHome } from "./role-home";

// Issue 8, item 10: `?next=` may only name a page of this site. Browsers' URL parsers strip tab, CR and LF
// and read `\` as `/`, so `/\t/evil` and `/\evil` become `//evil`, another host; the checks below refuse
// every such spelling, and then ask the WHATWG URL parser itself whether the path stays on this origin.

const MAX_LENGTH = 2_048;
const PROBE_ORIGIN = "http://tollgate.invalid";
// As sent: no control (C0, DEL, C1), format character (zero-width, bidi), whitespace or backslash at all.
const UNSAFE_AS_SENT = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;
// Once decoded, `%20` may be a space in a search; a control or a backslash is never wanted.
const UNSAFE_DECODED = /[\p{Cc}\\]/u;

/** One `/`, then anything but `/` or `\`, with no character a URL parser would drop or reinterpret. */
function isPlainPath(candidate: string, unsafe: RegExp): boolean {
  return candidate.length >= 2 && candidate[0] === "/" && candidate[1] !== "/" && !unsafe.test(candidate);
}

function decodedOnce(candidate: string): string | null {
  try {
    return decodeURIComponent(candidate);
  } catch {
    return null;
  }
}

function staysOnOrigin(candidate: string): boolean {
  try {
    const url = new URL(candidate, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/**
 * `next` when it is a path of this site, else null. The decoded form is held to the same rule, so a later
 * decoding (a router, a second redirect) cannot turn `/%09/evil` or `/%2F/evil` into another host either.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== "string" || next.length > MAX_LENGTH || !isPlainPath(next, UNSAFE_AS_SENT)) return null;
  const decoded = decodedOnce(next);
  if (decoded === null || !isPlainPath(decoded, UNSAFE_DECODED)) return null;
  return staysOnOrigin(next) && staysOnOrigin(decoded) ? next : null;
}

/** Where a signed-in person goes: the page `next` names when it is safe, else the home of their roles. */
export function landingPath(next: unknown, roles: readonly string[]): string {
  return safeNextPath(next) ?? roleHome(roles);
}
