// CONTRACT.md, Outbound requests: the one egress policy. `http`/`https` only; a host is judged by EVERY
// address it resolves to, and an address that is not public is refused unless TOLLGATE_EGRESS_ALLOW allows it.
// The same check runs when a run is created (a 422 naming model.baseUrl) and when each connection is opened
// (checked-connector.ts), so a DNS answer that changes between the two cannot reach a refused address.

import { isIP } from "node:net";
import { refusedAddressReason } from "./address-ranges";
import type { AllowList } from "@/lib/settings/allow-list-setting";
import { isAddressAllowed, isNameAllowed } from "./egress-allow-list";
import type { ResolveHost } from "./resolve-host";

export type EgressPolicy = { allow: AllowList; resolve: ResolveHost };

/** Where a connection goes: a host name or an IP address (without brackets), and the port. */
export type EgressTarget = { host: string; port: number };

/**
 * `addresses`: the checked addresses a connection may use, in the resolver's order. `unresolved` (issue 23,
 * item 7): the name has no address at all — nothing to allow or refuse, and not the policy's refusal.
 */
export type EgressCheck =
  | { kind: "allowed"; addresses: readonly string[] }
  | { kind: "refused"; reason: string }
  | { kind: "unresolved"; reason: string };

const ALLOWED_PROTOCOLS = new Set(["http:", "https:"]);

function refused(reason: string): EgressCheck {
  return { kind: "refused", reason };
}

/** The host of a URL as a connection uses it: IPv6 without its brackets. */
export function hostOfUrl(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

export function portOfUrl(url: URL): number {
  if (url.port !== "") return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

function checkAddress(policy: EgressPolicy, address: string, port: number): string | null {
  if (isAddressAllowed(policy.allow, address, port)) return null;
  return refusedAddressReason(address);
}

async function resolveAll(policy: EgressPolicy, host: string): Promise<readonly string[] | null> {
  try {
    const addresses = await policy.resolve(host);
    return addresses.length === 0 ? null : addresses;
  } catch {
    return null;
  }
}

/** Checks one connection target: an address directly, a name by every address it resolves to. */
export async function checkEgressTarget(policy: EgressPolicy, target: EgressTarget): Promise<EgressCheck> {
  const { host, port } = target;
  if (isIP(host) !== 0) {
    const reason = checkAddress(policy, host, port);
    return reason === null ? { kind: "allowed", addresses: [host] } : refused(`${host} is ${reason}`);
  }
  const addresses = await resolveAll(policy, host);
  if (addresses === null) return { kind: "unresolved", reason: `the host ${host} could not be resolved` };
  // An allow-listed name may resolve anywhere: the admin named it.
  if (isNameAllowed(policy.allow, host, port)) return { kind: "allowed", addresses };
  for (const address of addresses) {
    const reason = checkAddress(policy, address, port);
    if (reason !== null) return refused(`the host ${host} resolves to ${address}, ${reason}`);
  }
  return { kind: "allowed", addresses };
}

/** Checks a URL: its scheme, then its host and port as checkEgressTarget does. */
export async function checkEgressUrl(policy: EgressPolicy, url: string | URL): Promise<EgressCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refused("it is not a URL");
  }
  if (!ALLOWED_PROTOCOLS.has(parsed.protocol)) return refused(`the scheme ${parsed.protocol} is not allowed (http and https only)`);
  return checkEgressTarget(policy, { host: hostOfUrl(parsed), port: portOfUrl(parsed) });
}

/** Only the URL's form: the scheme a request may use, before anything is resolved. */
export function isAllowedProtocol(url: URL): boolean {
  return ALLOWED_PROTOCOLS.has(url.protocol);
}
