import { describe, expect, it } from "vitest";
import { listedAgo } from "@/components/connectors/listed-age";

const now = new Date("2026-12-01T12:00:00.000Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("listedAgo", () => {
  it.each([
    [null, "never listed"],
    ["not a time", "never listed"],
    [ago(10), "listed just now"],
    [ago(-30), "listed just now"],
    [ago(180), "listed 3 min ago"],
    [ago(59 * 60), "listed 59 min ago"],
    [ago(2 * 3600), "listed 2 h ago"],
    [ago(3 * 86400), "listed 3 days ago"],
  ])("%s → %s", (listedAt, words) => {
    expect(listedAgo(listedAt, now)).toBe(words);
  });
});
