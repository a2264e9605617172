// CONTRACT.md, Outbound requests: loopback, private, link-local, unique-local, multicast, unspecified (and
// every other special-purpose range) are refused, in IPv4 and IPv6. An IPv6 address that carries an IPv4
// address (6to4, Teredo, NAT64) is judged by the IPv4 address it carries; IPv4-mapped and IPv4-compatible
// addresses are refused outright, since no public service needs them and the socket would reach the IPv4.

import ipaddr from "ipaddr.js";

/** Plain words for ipaddr.js's range names, as a person reads them in a refusal. */
const rangeWords: Readonly<Record<string, string>> = {
  unspecified: "an unspecified address",
  broadcast: "a broadcast address",
  multicast: "a multicast address",
  linkLocal: "a link-local address",
  loopback: "a loopback address",
  carrierGradeNat: "a carrier-grade NAT address",
  private: "a private address",
  uniqueLocal: "a unique-local address",
  reserved: "a reserved address",
  ipv4Mapped: "an IPv4-mapped IPv6 address",
  ipv4Compatible: "an IPv4-compatible IPv6 address",
  rfc6145: "an IPv4-translated IPv6 address",
  deprecatedSiteLocal: "a site-local address",
};

function describeRange(range: string): string {
  return rangeWords[range] ?? `a special-purpose address (${range})`;
}

function ipv4FromParts(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The IPv4 addresses an IPv6 address of a transition range carries, or null for any other address. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const parts = address.parts;
  switch (address.range()) {
    case "6to4": // 2002:VVVV:VVVV::/48
      return [ipv4FromParts(parts[1], parts[2])];
    case "teredo": // 2001:0:SSSS:SSSS:flags:port:~CCCC:~CCCC — the server and the (obfuscated) client
      return [ipv4FromParts(parts[2], parts[3]), ipv4FromParts(parts[6] ^ 0xffff, parts[7] ^ 0xffff)];
    case "rfc6052": // 64:ff9b::/96 carries the IPv4 in its last 32 bits; the local-use 64:ff9b:1::/48 does not say
      return parts[1] === 0xff9b && parts[2] === 0 ? [ipv4FromParts(parts[6], parts[7])] : null;
    default:
      return null;
  }
}

function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  // ::a.b.c.d (RFC 4291, deprecated); :: and ::1 have their own names.
  return address.parts.slice(0, 6).every((part) => part === 0) && address.range() === "unicast";
}

function refusedIpv4(address: ipaddr.IPv4): string | null {
  const range = address.range();
  return range === "unicast" ? null : describeRange(range);
}

function refusedIpv6(address: ipaddr.IPv6): string | null {
  if (isIpv4Compatible(address)) return describeRange("ipv4Compatible");
  const embedded = embeddedIpv4(address);
  if (embedded !== null) {
    const refusal = embedded.map(refusedIpv4).find((reason) => reason !== null);
    return refusal === undefined ? null : `an IPv6 address carrying ${refusal}`;
  }
  const range = address.range();
  return range === "unicast" ? null : describeRange(range);
}

/** Why an IP address (no brackets) may not be contacted, or null for a public address. */
export function refusedAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return "not an IP address";
  const parsed = ipaddr.parse(address);
  return parsed instanceof ipaddr.IPv4 ? refusedIpv4(parsed) : refusedIpv6(parsed);
}
