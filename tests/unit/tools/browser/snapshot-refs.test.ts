import { describe, expect, it } from "vitest";
import { normaliseRef, refsOfSnapshot } from "@/lib/tools/browser/snapshot-refs";

// Issue 11: refs from Playwright's AI snapshot, remembered with the role and name extract showed, so a ref
// whose element changed since is refused rather than clicked.

const SNAPSHOT = `- generic [active] [ref=e1]:
  - heading "Hello" [level=1] [ref=e2]
  - link "Link one" [ref=e3] [cursor=pointer]:
    - /url: "#x"
  - button "Press" [ref=e4]
  - textbox "Name" [ref=e5]
  - iframe [ref=e6]:
    - button "Inside" [ref=f1e2]`;

describe("refsOfSnapshot", () => {
  it("maps each ref to its role and name, without the attributes after it", () => {
    expect(refsOfSnapshot(SNAPSHOT)).toEqual({
      e1: "generic",
      e2: 'heading "Hello"',
      e3: 'link "Link one"',
      e4: 'button "Press"',
      e5: 'textbox "Name"',
      e6: "iframe",
      f1e2: 'button "Inside"',
    });
  });

  it("ignores lines without a ref", () => {
    expect(refsOfSnapshot('- text: "plain"\n- /url: /a')).toEqual({});
  });
});

describe("normaliseRef", () => {
  it.each([
    ["e12", "e12"],
    ["[ref=e12]", "e12"],
    ["ref=E12", "e12"],
    [" f1e3 ", "f1e3"],
  ])("reads %j as %j", (raw, ref) => {
    expect(normaliseRef(raw)).toBe(ref);
  });

  it.each(["", "12", "button", "e", "e1; drop", "#submit"])("refuses %j", (raw) => {
    expect(normaliseRef(raw)).toBeNull();
  });
});
