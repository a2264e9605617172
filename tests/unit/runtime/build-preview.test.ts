import { describe, expect, it } from "vitest";
import { buildPreview, defaultPreviewBudget } from "@/lib/runtime/results/build-preview";
import { pruneJson } from "@/lib/runtime/results/prune-json";

// Seed "tool rules", Previews: a large text or JSON result enters the context as a structured preview —
// with _toolResultContext.ref, the original counts and a partial flag — within 6,000 encoded characters.

const ref = "res_abc";

describe("buildPreview", () => {
  it("leaves a result that fits the budget alone", () => {
    expect(buildPreview("short answer", ref)).toBeNull();
    expect(buildPreview("x".repeat(5990), ref)).toBeNull();
  });

  it.each([
    ["plain text", "line of text\n".repeat(5000)],
    ["text with quotes and escapes", `"quoted"\t\\ \u0001 é 🙂\n`.repeat(3000)],
    ["one enormous line", "a".repeat(200_000)],
    ["a JSON list", JSON.stringify(Array.from({ length: 2000 }, (_, index) => ({ id: index, title: `Item ${index}`, body: "b".repeat(300) })))],
    ["a JSON object", JSON.stringify({ rows: Array.from({ length: 500 }, (_, index) => `row ${index}`), meta: { total: 500, note: "n".repeat(9000) } })],
    ["a deep JSON value", JSON.stringify(Array.from({ length: 40 }, () => ({ a: { b: { c: { d: { e: { f: "deep".repeat(100) } } } } } })))],
  ])("previews %s within 6,000 encoded characters, carrying the ref, the counts and partial", (_case, body) => {
    const preview = buildPreview(body, ref)!;
    expect(preview).not.toBeNull();
    expect(preview.text.length).toBeLessThanOrEqual(defaultPreviewBudget);
    const parsed = JSON.parse(preview.text) as { _toolResultContext: Record<string, unknown> };
    expect(parsed._toolResultContext).toMatchObject({ ref, partial: true, originalCharacters: body.length, originalLines: body.split("\n").length });
  });

  it("keeps the shape of JSON: first items of a list and how many more there are", () => {
    const body = JSON.stringify({ items: Array.from({ length: 1000 }, (_, index) => ({ id: index, text: "t".repeat(100) })) });
    const parsed = JSON.parse(buildPreview(body, ref)!.text) as { _toolResultContext: { format: string }; preview: { items: unknown[] } };
    expect(parsed._toolResultContext.format).toBe("json");
    expect(parsed.preview.items[0]).toEqual({ id: 0, text: "t".repeat(100) });
    expect(parsed.preview.items.at(-1)).toMatch(/^…\d+ more items$/);
  });

  it("keeps the head and the tail of text and says how much lies between", () => {
    const body = `START ${"middle ".repeat(3000)} END`;
    const parsed = JSON.parse(buildPreview(body, ref)!.text) as { head: string; tail: string; omittedCharacters: number };
    expect(parsed.head.startsWith("START")).toBe(true);
    expect(parsed.tail.endsWith("END")).toBe(true);
    expect(parsed.head.length + parsed.omittedCharacters + parsed.tail.length).toBe(body.length);
  });

  it("honours a smaller budget", () => {
    expect(buildPreview("z".repeat(5000), ref, 1000)!.text.length).toBeLessThanOrEqual(1000);
  });
});

describe("pruneJson", () => {
  it("prefers the smallest cut that fits", () => {
    const value = { a: "x".repeat(3000) };
    expect(pruneJson(value, 10_000)).toEqual({ a: `${"x".repeat(2000)}…[+1000 characters]` });
  });

  it("says how many keys it left out", () => {
    const wide = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`key${index}`, index]));
    expect((pruneJson(wide, 3000) as Record<string, unknown>)["…"]).toMatch(/more keys$/);
  });

  it("gives up when nothing fits", () => {
    expect(pruneJson({ a: 1, b: 2 }, 3)).toBeUndefined();
  });
});
