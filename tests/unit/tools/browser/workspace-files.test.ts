import { describe, expect, it } from "vitest";
import { safeFileName, textOf } from "@/lib/tools/browser/workspace-files";

// Issue 11: a download is saved under downloads/ by a name of one safe segment, whatever the server or the
// page called it, and only when it is text (the workspace holds text).

describe("safeFileName", () => {
  it.each([
    ["report.csv", "report.csv"],
    ["../../etc/passwd", "passwd"],
    ["..\\..\\windows\\system.ini", "system.ini"],
    [".bashrc", "bashrc"],
    ["a\u0000b\nc.txt", "abc.txt"],
    ["résumé 2025.pdf", "r_sum_ 2025.pdf"],
    ["", "download"],
    ["..", "download"],
    ["/", "download"],
    [null, "download"],
  ])("%j → %j", (raw, name) => {
    expect(safeFileName(raw)).toBe(name);
  });

  it("keeps the extension of a long name within 120 characters", () => {
    const name = safeFileName(`${"x".repeat(300)}.csv`);
    expect(name).toHaveLength(120);
    expect(name.endsWith(".csv")).toBe(true);
  });
});

describe("textOf", () => {
  it("reads UTF-8 text", () => {
    expect(textOf(Buffer.from("crop,yield\ntomato,12 €\n"))).toBe("crop,yield\ntomato,12 €\n");
  });

  it.each([
    ["invalid UTF-8", Buffer.from([0xff, 0xfe, 0x41])],
    ["a NUL byte", Buffer.from("a\u0000b")],
    ["a PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
  ])("refuses %s", (_label, bytes) => {
    expect(textOf(bytes)).toBeNull();
  });
});
