import { describe, expect, it } from "vitest";
import { parseAllowList } from "@/lib/settings/allow-list-setting";
import { checkEgressUrl, type EgressPolicy } from "@/lib/egress/egress-policy";
import type { ResolveHost } from "@/lib/egress/resolve-host";

// CONTRACT.md, Outbound requests. Names resolve through a stub: nothing here touches DNS or the network.

const answers: Record<string, string[]> = {
  localhost: ["127.0.0.1", "::1"],
  "api.example.org": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
  // A public-looking name whose DNS answers a private address (DNS rebinding).
  "rebind.example.org": ["93.184.216.34", "10.0.0.5"],
  "metadata.example.org": ["169.254.169.254"],
  "models.internal": ["10.20.30.40"],
};

const resolve: ResolveHost = async (host) => {
  const found = answers[host.toLowerCase().replace(/\.$/, "")];
  if (found === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found;
};

function policy(allow = ""): EgressPolicy {
  return { allow: parseAllowList(allow), resolve };
}

async function reasonFor(url: string, allow = ""): Promise<string | null> {
  const check = await checkEgressUrl(policy(allow), url);
  return check.kind === "allowed" ? null : check.reason;
}

const refusedUrls: [string, string][] = [
  ["http://127.0.0.1:5432/", "127.0.0.1 is a loopback address"],
  ["http://2130706433/", "127.0.0.1 is a loopback address"], // decimal
  ["http://0177.0.0.1/", "127.0.0.1 is a loopback address"], // octal
  ["http://0x7f.1/", "127.0.0.1 is a loopback address"], // hex, short
  ["http://127.1/", "127.0.0.1 is a loopback address"], // short
  ["http://0/", "0.0.0.0 is an unspecified address"],
  ["http://[::1]:8080/", "::1 is a loopback address"],
  ["http://[::ffff:127.0.0.1]/", "::ffff:7f00:1 is an IPv4-mapped IPv6 address"],
  ["http://[::ffff:7f00:1]/", "::ffff:7f00:1 is an IPv4-mapped IPv6 address"],
  ["http://[0:0:0:0:0:ffff:169.254.169.254]/", "::ffff:a9fe:a9fe is an IPv4-mapped IPv6 address"],
  ["http://[2002:7f00:1::]/", "2002:7f00:1:: is an IPv6 address carrying a loopback address"],
  ["http://[fd00::1]/", "fd00::1 is a unique-local address"],
  ["http://169.254.169.254/latest/meta-data/", "169.254.169.254 is a link-local address"],
  ["http://192.168.0.1/", "192.168.0.1 is a private address"],
  ["http://100.100.100.200/", "100.100.100.200 is a carrier-grade NAT address"],
  ["http://localhost:3000/", "the host localhost resolves to 127.0.0.1, a loopback address"],
  ["http://LOCALHOST./", "the host localhost. resolves to 127.0.0.1, a loopback address"],
  ["https://rebind.example.org/", "the host rebind.example.org resolves to 10.0.0.5, a private address"],
  ["https://metadata.example.org/", "the host metadata.example.org resolves to 169.254.169.254, a link-local address"],
  ["https://unknown.example.org/", "the host unknown.example.org could not be resolved"],
  ["file:///etc/passwd", "the scheme file: is not allowed (http and https only)"],
  ["ftp://api.example.org/", "the scheme ftp: is not allowed (http and https only)"],
  ["gopher://127.0.0.1:6379/", "the scheme gopher: is not allowed (http and https only)"],
  ["data:text/plain,hello", "the scheme data: is not allowed (http and https only)"],
  ["not a url", "it is not a URL"],
];

describe("checkEgressUrl refuses", () => {
  it.each(refusedUrls)("%s (%s)", async (url, reason) => {
    expect(await reasonFor(url)).toBe(reason);
  });
});

describe("checkEgressUrl on a name with no address", () => {
  it("answers unresolved, not refused: the policy refused nothing (issue 23, item 7)", async () => {
    expect(await checkEgressUrl(policy(), "https://unknown.example.org/")).toEqual({ kind: "unresolved", reason: "the host unknown.example.org could not be resolved" });
  });
});

describe("checkEgressUrl allows", () => {
  it.each(["https://api.example.org/v1", "http://api.example.org:8080/v1", "http://93.184.216.34/", "http://[2606:4700:4700::1111]/"])(
    "the public %s",
    async (url) => {
      expect(await reasonFor(url)).toBeNull();
    },
  );

  it("answers the checked addresses a connection may use", async () => {
    expect(await checkEgressUrl(policy(), "https://api.example.org/")).toEqual({
      kind: "allowed",
      addresses: ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
    });
  });
});

// [url, TOLLGATE_EGRESS_ALLOW, allowed?]
const allowListCases: [string, string, boolean][] = [
  ["http://localhost:3000/", "localhost", true],
  ["http://localhost:3000/", "localhost:3000", true],
  ["http://localhost:3001/", "localhost:3000", false],
  ["http://LocalHost.:3000/", "localhost", true],
  ["http://127.0.0.1:11434/v1", "127.0.0.1", true],
  ["http://127.0.0.1:11434/v1", "127.0.0.1:11434", true],
  ["http://127.0.0.1:5432/", "127.0.0.1:11434", false],
  ["http://127.0.0.2/", "127.0.0.1", false],
  ["http://127.0.0.2/", "127.0.0.0/8", true],
  ["http://10.9.8.7:5432/", "10.0.0.0/8", true],
  ["http://10.9.8.7/", "192.168.0.0/16", false],
  ["http://[::1]:8080/", "[::1]:8080", true],
  ["http://[::1]:8081/", "[::1]:8080", false],
  ["http://[::1]/", "::1", true],
  ["http://[fd00::5]/", "fd00::/8", true],
  ["http://[fe80::5]/", "fd00::/8", false],
  // An IPv4 range does not let an IPv6 spelling of the same address through, nor the reverse.
  ["http://[::ffff:127.0.0.1]/", "127.0.0.0/8", false],
  ["http://127.0.0.1/", "::ffff:0:0/96", false],
  // A name is allowed whatever it resolves to; an address entry allows a name only through its addresses.
  ["https://models.internal/v1", "models.internal", true],
  ["https://models.internal/v1", "10.20.30.40", true],
  ["https://rebind.example.org/", "10.0.0.5", true],
  ["https://rebind.example.org/", "10.0.0.6", false],
  // localhost also answers ::1: an entry for 127.0.0.1 alone does not allow the name.
  ["http://localhost:3000/", "127.0.0.1", false],
  ["http://localhost:3000/", "127.0.0.1, ::1", true],
  // The allow-list never lets another scheme through.
  ["ftp://127.0.0.1/", "127.0.0.1", false],
];

describe("TOLLGATE_EGRESS_ALLOW", () => {
  it.each(allowListCases)("%s with %j: allowed %s", async (url, allow, expected) => {
    expect((await checkEgressUrl(policy(allow), url)).kind).toBe(expected ? "allowed" : "refused");
  });

  it.each(["127.0.0.1:0", "127.0.0.1:70000", "10.0.0.0/33", "not a host!", "[::1", "[zz::1]:80", "host:port"])(
    "refuses the malformed entry %j, naming the variable",
    (entry) => {
      expect(() => parseAllowList(entry)).toThrow(/^TOLLGATE_EGRESS_ALLOW: /);
    },
  );

  it("reads comma-separated entries and ignores blanks", () => {
    expect(parseAllowList(" localhost:3000, ,10.0.0.0/8,[::1]:80 ").map((entry) => entry.kind)).toEqual(["name", "range", "address"]);
  });
});
