// CONTRACT.md, Outbound requests: TOLLGATE_EGRESS_ALLOW holds comma-separated `host`, `host:port` or CIDR
// entries that the egress policy lets through although their addresses would be refused.
// A name entry (`models.internal`, `localhost:8080`) allows that name whatever it resolves to; an address
// entry (`127.0.0.1:11434`, `[::1]`) and a CIDR entry (`10.0.0.0/8`, `fd00::/8`) allow the addresses a
// request connects to. An entry without a port allows every port.
// Parsed here, beside the other settings, so lib/settings imports no folder that reads them (issue 17, item 4);
// lib/egress/egress-allow-list.ts matches a request against the parsed entries.

import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export type AllowEntry =
  | { kind: "name"; name: string; port: number | null }
  | { kind: "address"; address: Address; port: number | null }
  | { kind: "range"; range: [Address, number] };

export type AllowList = readonly AllowEntry[];

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
const BRACKETED = /^\[([^\]]+)\](?::(\d+))?$/;
const WITH_PORT = /^([^:]+):(\d+)$/;

/** A host name as the policy compares it: lower case, without the root's trailing dot. */
export function normalizeHostName(name: string): string {
  const lower = name.toLowerCase();
  return lower.endsWith(".") ? lower.slice(0, -1) : lower;
}

function parsePort(text: string, entry: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`TOLLGATE_EGRESS_ALLOW: ${JSON.stringify(entry)} has no valid port`);
  return port;
}

function parseHost(host: string, port: number | null, entry: string): AllowEntry {
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return { kind: "address", address: ipaddr.IPv4.parse(host), port };
  const name = normalizeHostName(host);
  if (!HOST_NAME.test(name)) throw new Error(`TOLLGATE_EGRESS_ALLOW: ${JSON.stringify(entry)} is not a host, host:port or CIDR entry`);
  return { kind: "name", name, port };
}

function parseEntry(entry: string): AllowEntry {
  if (entry.includes("/")) {
    if (!ipaddr.isValidCIDR(entry)) throw new Error(`TOLLGATE_EGRESS_ALLOW: ${JSON.stringify(entry)} is not a valid CIDR range`);
    return { kind: "range", range: ipaddr.parseCIDR(entry) };
  }
  const bracketed = BRACKETED.exec(entry);
  if (bracketed) {
    if (!ipaddr.IPv6.isValid(bracketed[1])) throw new Error(`TOLLGATE_EGRESS_ALLOW: ${JSON.stringify(entry)} is not a valid IPv6 address`);
    return { kind: "address", address: ipaddr.IPv6.parse(bracketed[1]), port: bracketed[2] === undefined ? null : parsePort(bracketed[2], entry) };
  }
  if (ipaddr.IPv6.isValid(entry)) return { kind: "address", address: ipaddr.IPv6.parse(entry), port: null };
  const withPort = WITH_PORT.exec(entry);
  if (withPort) return parseHost(withPort[1], parsePort(withPort[2], entry), entry);
  return parseHost(entry, null, entry);
}

/** The entries of TOLLGATE_EGRESS_ALLOW; a malformed entry is a configuration error, said plainly. */
export function parseAllowList(text: string | undefined): AllowList {
  if (text === undefined) return [];
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map(parseEntry);
}
