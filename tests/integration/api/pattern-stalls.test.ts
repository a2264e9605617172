import { beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { playgroundCaller, type PlaygroundCaller } from "./playground-caller";

// Issue 8, item 4: workspace.search ran user patterns on a native RegExp, synchronously: `(a+)+$` over 30
// characters held every request of the server for 11 s. Through POST /v1/playground/invoke, the patterns
// that stall a backtracking engine now answer at once and a request sent at the same moment is answered
// too. On the old code the search alone runs for ~40 s (32 "a"s), past this test's 15 s timeout.

const prisma = testPrisma();
let playground: PlaygroundCaller;

beforeAll(async () => {
  playground = await playgroundCaller(prisma, { name: "Pattern agent" });
});

const stallingLine = `${"a".repeat(32)}!`;
const longName = `notes/${"a".repeat(100)}.txt`;

describe("workspace.search with patterns that stall a backtracking engine", () => {
  beforeAll(async () => {
    expect(await playground("workspace.write_file", { path: longName, content: `${stallingLine}\nplain line\n` })).toMatchObject({ outcome: "ok" });
  });

  it("answers (a+)+$ and the glob a*a*a*a*a*a*a*b, and a request sent alongside is answered too", async () => {
    const [byRegex, byGlob, alongside] = await Promise.all([
      playground("workspace.search", { query: "(a+)+$", regex: true }),
      playground("workspace.search", { query: "plain", glob: "a*a*a*a*a*a*a*b" }),
      playground("workspace.read_file", { path: longName }),
    ]);
    expect(byRegex).toMatchObject({ outcome: "ok", result: expect.stringContaining('No line in the workspace matches "(a+)+$".') });
    expect(byGlob).toMatchObject({ outcome: "ok", result: expect.stringContaining('No line in the workspace matches "plain".') });
    expect(alongside).toMatchObject({ outcome: "ok", result: expect.stringContaining("plain line") });
  }, 15_000);

  it("refuses a backreference as pattern_unsupported, in a sentence saying what RE2 does not support", async () => {
    const refused = await playground("workspace.search", { query: "(a)\\1", regex: true });
    expect(refused).toMatchObject({ outcome: "tool_error", code: "pattern_unsupported" });
    expect(refused.result).toContain("the query uses a backreference (\\1), which is not supported: patterns run on RE2");
  });

  it("refuses an invalid pattern as invalid_pattern", async () => {
    expect(await playground("workspace.search", { query: "(", regex: true })).toMatchObject({ outcome: "tool_error", code: "invalid_pattern", result: expect.stringContaining("missing closing )") });
  });
});
