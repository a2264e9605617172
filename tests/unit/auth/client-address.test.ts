import { describe, expect, it } from "vitest";
import { clientAddress, UNKNOWN_ADDRESS } from "@/lib/server/auth/client-address";

function headersWith(forwardedFor: string | null): Headers {
  return new Headers(forwardedFor === null ? {} : { "x-forwarded-for": forwardedFor });
}

// Issue 8, item 11: `next start` writes the socket's address into X-Forwarded-For when a request has none.
describe("clientAddress", () => {
  it.each([
    ["the address next start wrote", "203.0.113.7", 0, "203.0.113.7"],
    ["an IPv4-mapped IPv6 address, as its IPv4", "::ffff:203.0.113.7", 0, "203.0.113.7"],
    ["loopback over IPv6", "::1", 0, "0:0:0:0::/64"],
    ["an IPv6 address, by its /64", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", 0, "2001:db8:1:2::/64"],
    ["another IPv6 address of the same /64, alike", "2001:db8:1:2::9", 0, "2001:db8:1:2::/64"],
    ["an address with a port", "203.0.113.7:51234", 0, "203.0.113.7"],
    ["a bracketed IPv6 address with a port", "[2001:db8::1]:443", 0, "2001:db8:0:0::/64"],
    ["no trusted proxy: the last entry", "10.0.0.1, 203.0.113.7", 0, "203.0.113.7"],
    ["one trusted proxy: the last entry, the one it appended", "6.6.6.6, 203.0.113.7", 1, "203.0.113.7"],
    ["two trusted proxies: the second from the right", "6.6.6.6, 203.0.113.7, 10.0.0.2", 2, "203.0.113.7"],
    ["more proxies trusted than entries: the first", "203.0.113.7", 3, "203.0.113.7"],
  ])("reads %s", (_case, header, trustedProxies, expected) => {
    expect(clientAddress(headersWith(header), trustedProxies)).toBe(expected);
  });

  it.each([
    ["no header", null],
    ["an empty header", ""],
    ["a name, not an address", "evil.example"],
    ["a three-part IPv4 spelling", "127.1.1"],
    ["garbage", "'; DROP TABLE \"User\"; --"],
  ])("puts %s under one shared key", (_case, header) => {
    expect(clientAddress(headersWith(header), 0)).toBe(UNKNOWN_ADDRESS);
  });
});
