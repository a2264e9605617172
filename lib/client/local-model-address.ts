// Issue 23, item 6: a model server on this machine or the local network is refused by the egress policy
// (CONTRACT.md, Outbound requests) unless TOLLGATE_EGRESS_ALLOW lets it through. The playground says so, with
// the entry to add, before the run fails on it. The verdict on an address is the policy's own
// (refusedAddressReason); a name is judged only when it plainly names this machine.
import { refusedAddressReason } from "@/lib/egress/address-ranges";

export type LocalModelAddress = {
  /** Why the policy refuses the address, in the refusal's own words ("a loopback address"). */
  reason: string;
  /** What TOLLGATE_EGRESS_ALLOW must hold: host:port, brackets around an IPv6 address. */
  allowEntry: string;
};

const LOCAL_NAMES = /^(localhost|localhost\.localdomain|[^.]+\.localhost)$/i;

function defaultPort(protocol: string): number {
  return protocol === "https:" ? 443 : 80;
}

/** The base URL's host when the egress policy would refuse it by default; null for a public or unreadable URL. */
export function localModelAddress(baseUrl: string): LocalModelAddress | null {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const port = url.port === "" ? defaultPort(url.protocol) : Number(url.port);
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  if (LOCAL_NAMES.test(host)) return { reason: "a name of this machine (it resolves to a loopback address)", allowEntry: `${host}:${port}` };
  const reason = refusedAddressReason(host);
  if (reason === null || reason === "not an IP address") return null;
  return { reason, allowEntry: host.includes(":") ? `[${host}]:${port}` : `${host}:${port}` };
}
