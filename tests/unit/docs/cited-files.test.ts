import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 17, item 4: the docs cited files that no longer existed (loop/preflight-turn.ts, execution/answer-call.ts).
// Every source path the docs name in backticks must exist: from the repository root, or from one of the
// folders the docs cite relative to (the core's stages under lib/runtime, lib/, the test layers).

const root = path.resolve(__dirname, "../../..");
const BASES = ["", "lib", "lib/runtime", "lib/server", "lib/tools", "tests/unit", "tests/integration", "tests"];
const CITED = /`((?:[\w.()[\]-]+\/)+[\w.[\]-]+\.(?:ts|tsx|cjs|mjs|prisma))`/g;

function documents(): string[] {
  const docs = readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md")).map((name) => path.join("docs", name));
  return ["README.md", ...docs];
}

describe("files the docs cite", () => {
  it.each(documents())("%s names only files that exist", (document) => {
    const text = readFileSync(path.join(root, document), "utf8");
    const missing = [...text.matchAll(CITED)]
      .map((match) => match[1]!)
      .filter((cited) => !BASES.some((base) => existsSync(path.join(root, base, cited))));
    expect(missing).toEqual([]);
  });
});
