// CONTRACT.md, Outbound requests: whether a request's host name or address is on TOLLGATE_EGRESS_ALLOW,
// parsed by lib/settings/allow-list-setting.ts.

import ipaddr from "ipaddr.js";
import { normalizeHostName, type AllowList } from "@/lib/settings/allow-list-setting";

const portMatches = (entryPort: number | null, port: number) => entryPort === null || entryPort === port;

export function isNameAllowed(list: AllowList, hostName: string, port: number): boolean {
  const name = normalizeHostName(hostName);
  return list.some((entry) => entry.kind === "name" && entry.name === name && portMatches(entry.port, port));
}

/** `address` is an IP address without brackets. */
export function isAddressAllowed(list: AllowList, address: string, port: number): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return list.some((entry) => {
    if (entry.kind === "name") return false;
    if (entry.kind === "range") return entry.range[0].kind() === parsed.kind() && parsed.match(entry.range);
    return entry.address.kind() === parsed.kind() && entry.address.toNormalizedString() === parsed.toNormalizedString() && portMatches(entry.port, port);
  });
}
