import { describe, expect, it } from "vitest";
import { mergeExecutionLink, readExecutionLinks } from "@/lib/tools/os/execution-links";

const pull = { url: "https://github.com/o/r/pull/7", label: "PR 7", addedAt: "2026-12-01T09:00:00.000Z" };

describe("execution links", () => {
  it.each([
    ["adds a new URL", [], pull, "added", [pull]],
    ["keeps the same URL and label once", [pull], { ...pull, addedAt: "later" }, "unchanged", [pull]],
    ["relabels the same URL, keeping when it was added", [pull], { ...pull, label: "Merged PR", addedAt: "later" }, "relabelled", [{ ...pull, label: "Merged PR" }]],
  ] as const)("%s", (_name, links, link, change, expected) => {
    expect(mergeExecutionLink(links, link)).toEqual({ change, links: expected });
  });

  it("reads only well-formed stored links", () => {
    expect(readExecutionLinks([{ url: "https://a.org" }, { label: "no url" }, 5])).toEqual([{ url: "https://a.org", label: "https://a.org", addedAt: "" }]);
    expect(readExecutionLinks(null)).toEqual([]);
  });
});
