import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_LOG_LINE_LENGTH } from "@/lib/tools/script/sandbox-logs";
import { testPrisma } from "../../support/test-database";
import { playgroundCaller, type PlaygroundCaller } from "./playground-caller";

// Issue 8, item 5: what a script logged or returned was turned into text outside QuickJS (context.dump,
// then JSON in the host), past every sandbox limit: 26 s against a 2 s limit, the process blocked. Through
// POST /v1/playground/invoke with the default limits but time (10 s here, 32 MiB, SCRIPT_OUTPUT_MAX_BYTES 1 MiB), each
// script ends with a clear outcome and a request sent at the same moment is answered. On the old code the
// logging script alone runs ~30 s, past this test's timeout.

const prisma = testPrisma();
let playground: PlaygroundCaller;

beforeAll(async () => {
  // 10 s rather than the default 2 s: on a busy machine (integration files run side by side) 2 s of wall
  // clock could end these scripts before the limit each case is about; the old code still ran past 15 s.
  vi.stubEnv("SCRIPT_TIME_LIMIT_MS", "10000");
  playground = await playgroundCaller(prisma, { name: "Sandbox agent", coding: true });
});

afterAll(() => {
  vi.unstubAllEnvs();
});

const bigArray = "const big = []; for (let index = 0; index < 1e5; index++) big.push({ x: index });";

describe("run_code with output larger than the sandbox hands out", () => {
  it("logs a large value 200 times: cut lines, within the limit, and a request alongside is answered", async () => {
    const [logged, alongside] = await Promise.all([
      playground("run_code", { code: `${bigArray} for (let index = 0; index < 200; index++) console.log(big); 'done'` }),
      playground("os.get_context", {}),
    ]);
    // The answer is larger than a result the model reads whole, so it comes back stored, with its head shown.
    expect(logged.outcome).toBe("ok");
    expect(logged.result).toContain('\\n  \\"exit_code\\": 0,\\n  \\"value\\": \\"done\\",\\n  \\"logs\\": [\\n    \\"[{');
    expect(alongside.outcome).not.toBe("error");
  }, 15_000);

  it("returns five million objects: out of memory, exit code 137", async () => {
    const answer = await playground("run_code", { code: "const a = []; for (let i = 0; i < 5e6; i++) a.push({ x: i }); a" });
    expect(answer).toMatchObject({ outcome: "tool_error", code: "code_out_of_memory", result: expect.stringContaining("exit code 137") });
  }, 15_000);

  it("returns more than SCRIPT_OUTPUT_MAX_BYTES of JSON: exit code 1, saying the result is larger than the limit", async () => {
    const answer = await playground("run_code", { code: `${bigArray} big` });
    expect(answer).toMatchObject({ outcome: "tool_error", code: "code_failed" });
    expect(answer.result).toContain("the code failed with exit code 1: the result is larger than 1048576 bytes of JSON (SCRIPT_OUTPUT_MAX_BYTES): return a smaller value");
  }, 15_000);

  it("logs a huge string: one line, cut and marked", async () => {
    const answer = await playground("run_code", { code: "console.log('x'.repeat(8e6)); 1" });
    expect(answer.outcome).toBe("ok");
    expect(answer.result).toContain(`"logs": [\n    "${"x".repeat(MAX_LOG_LINE_LENGTH)}…"\n  ]`);
  }, 15_000);
});
