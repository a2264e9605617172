import "server-only";
import ipaddr from "ipaddr.js";

// Issue 8, item 11: the address a sign-in attempt is counted against. A Next route handler sees no socket,
// so the server in front of Next (scripts/serve.ts, forwarded-for.ts) puts the socket's address in
// X-Forwarded-For, replacing whatever a client wrote, unless TOLLGATE_TRUST_PROXY says proxies stand in
// front. Those append to the header; the entry that many places from the right is the address the
// outermost trusted proxy saw, which no client can choose (Express's `trust proxy` count, the same way).

/** Where no address can be read: every such attempt shares one key. */
export const UNKNOWN_ADDRESS = "unknown";

function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return ipv4WithPort ? ipv4WithPort[1] : entry;
}

/** One key per IPv4 address, and per /64 for IPv6 (one subscriber's usual allocation). */
function addressKey(entry: string): string {
  const candidate = withoutPort(entry.trim());
  if (ipaddr.IPv4.isValidFourPartDecimal(candidate)) return ipaddr.IPv4.parse(candidate).toString();
  if (!ipaddr.IPv6.isValid(candidate)) return UNKNOWN_ADDRESS;
  const ipv6 = ipaddr.IPv6.parse(candidate);
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  return `${ipv6.parts.slice(0, 4).map((part) => part.toString(16)).join(":")}::/64`;
}

export function clientAddress(headers: Headers, trustedProxies: number): string {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  if (entries.length === 0) return UNKNOWN_ADDRESS;
  // With no trusted proxy the header holds the socket's address alone; with N, the Nth entry from the right.
  const index = Math.max(0, entries.length - Math.max(1, trustedProxies));
  return addressKey(entries[index]);
}
