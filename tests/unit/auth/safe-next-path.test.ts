import { describe, expect, it } from "vitest";
import { roleHome } from "@/lib/contracts/role-home";
import { landingPath, safeNextPath } from "@/lib/contracts/safe-next-path";

// Issue 8, item 10: `/sign-in?next=%2F%09%2F127.0.0.1%3A8082%2Fphish` landed off-site. Each string below is
// what the sign-in page receives in `next` (Next decodes the query string once before the page sees it).
const refused: [string, unknown][] = [
  ["a protocol-relative URL", "//evil"],
  ["a backslash after the slash", "/\\evil"],
  ["a backslash later on", "/ok\\..\\evil"],
  ["the probe, decoded: a tab between the slashes", decodeURIComponent("%2F%09%2F127.0.0.1%3A8082%2Fphish")],
  ["a tab between the slashes", "/\t/evil"],
  ["a line feed between the slashes", "/\n/evil"],
  ["a carriage return between the slashes", "/\r/evil"],
  ["a line feed alone after the slash (it gave a 500)", "/\n"],
  ["a line feed alone", "\n"],
  ["a NUL", "/ok\u0000"],
  ["a tab, still percent-encoded", "/%09/evil"],
  ["a line feed, still percent-encoded", "/%0A"],
  ["an encoded slash making `//`", "/%2F/evil"],
  ["an encoded backslash", "/%5Cevil"],
  ["malformed percent-encoding", "/%E0%A4%A"],
  ["an absolute URL", "https://evil"],
  ["an absolute URL without slashes", "https:evil"],
  ["a javascript: URL", "javascript:alert(document.cookie)"],
  ["a data: URL", "data:text/html,<script>alert(1)</script>"],
  ["a relative path", "evil"],
  ["a leading space", " /ok"],
  ["a space inside", "/ok path"],
  ["a zero-width space", "/\u200b/evil"],
  ["an ideographic space", "/\u3000/evil"],
  ["the bare root", "/"],
  ["nothing", ""],
  ["null", null],
  ["undefined", undefined],
  ["a repeated parameter (an array)", ["/ok", "//evil"]],
  ["a path too long for a Location header", `/${"a".repeat(2_048)}`],
];

const accepted = ["/ok/path?x=1#y", "/playground", "/runs/abc-123", "/tools/workspace.read_file", "/agents/a%2Fb", "/runs?q=a%20b", "/gates#gate-1"];

describe("safeNextPath (issue 8, item 10)", () => {
  it.each(refused)("refuses %s", (_case, next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it.each(accepted)("keeps the same-origin path %s as it was sent", (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it("never lets a refused string reach another origin through the browser's URL parser", () => {
    for (const [, next] of refused) {
      const landing = landingPath(next, ["editor"]);
      expect(new URL(landing, "http://127.0.0.1:3100/sign-in").origin).toBe("http://127.0.0.1:3100");
    }
  });
});

describe("roleHome and landingPath", () => {
  it.each([
    [["ceo"], "/gates"],
    [["editor"], "/playground"],
    [["admin"], "/agents"],
    [["ceo", "editor"], "/playground"],
    [["editor", "ceo", "admin"], "/agents"],
    [[], "/playground"],
  ])("sends %j to %s", (roles, home) => {
    expect(roleHome(roles)).toBe(home);
    expect(landingPath("//evil", roles)).toBe(home);
  });

  it("prefers a safe next over the role's home", () => {
    expect(landingPath("/runs/r1", ["ceo"])).toBe("/runs/r1");
  });
});
