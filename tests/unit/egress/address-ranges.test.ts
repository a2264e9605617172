import { describe, expect, it } from "vitest";
import { refusedAddressReason } from "@/lib/egress/address-ranges";

// CONTRACT.md, Outbound requests: every non-public address is refused, IPv4 and IPv6, whatever carries it.

const refused: [string, string][] = [
  ["127.0.0.1", "a loopback address"],
  ["127.255.0.9", "a loopback address"],
  ["10.1.2.3", "a private address"],
  ["172.16.0.1", "a private address"],
  ["192.168.1.1", "a private address"],
  ["169.254.169.254", "a link-local address"], // cloud metadata
  ["100.64.0.1", "a carrier-grade NAT address"],
  ["0.0.0.0", "an unspecified address"],
  ["0.1.2.3", "an unspecified address"],
  ["255.255.255.255", "a broadcast address"],
  ["224.0.0.1", "a multicast address"],
  ["240.0.0.1", "a reserved address"],
  ["192.0.2.1", "a reserved address"],
  ["::1", "a loopback address"],
  ["::", "an unspecified address"],
  ["fe80::1", "a link-local address"],
  ["fc00::1", "a unique-local address"],
  ["fd12:3456::1", "a unique-local address"],
  ["ff02::1", "a multicast address"],
  ["fec0::1", "a site-local address"],
  ["2001:db8::1", "a reserved address"],
  ["::ffff:7f00:1", "an IPv4-mapped IPv6 address"], // [::ffff:127.0.0.1]
  ["::ffff:a9fe:a9fe", "an IPv4-mapped IPv6 address"],
  ["::ffff:808:808", "an IPv4-mapped IPv6 address"], // refused outright, even carrying a public address
  ["::7f00:1", "an IPv4-compatible IPv6 address"],
  ["2002:7f00:1::", "an IPv6 address carrying a loopback address"], // 6to4 of 127.0.0.1
  ["2002:a9fe:a9fe::1", "an IPv6 address carrying a link-local address"], // 6to4 of 169.254.169.254
  ["2001:0:4136:e378:8000:63bf:80ff:fffe", "an IPv6 address carrying a loopback address"], // Teredo, client 127.0.0.1
  ["2001:0:7f00:1:8000:63bf:3fff:fdd2", "an IPv6 address carrying a loopback address"], // Teredo, server 127.0.0.1
  ["64:ff9b::7f00:1", "an IPv6 address carrying a loopback address"], // NAT64 of 127.0.0.1
  ["64:ff9b:1::1", "a special-purpose address (rfc6052)"],
];

const allowed = ["93.184.216.34", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2002:5db8:d822::1", "64:ff9b::808:808"];

describe("refusedAddressReason", () => {
  it.each(refused)("refuses %s as %s", (address, reason) => {
    expect(refusedAddressReason(address)).toBe(reason);
  });

  it.each(allowed)("allows the public address %s", (address) => {
    expect(refusedAddressReason(address)).toBeNull();
  });
});
