import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withFileLock } from "@/lib/tools/browser/file-lock";

// Issue 11: two starts of one agent's Chrome at once must not race; two calls of one run's tab wait for
// each other, and one still waiting past its time gets a clear `busy`.

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "tollgate-lock-"));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe("withFileLock", () => {
  it("runs holders one at a time", async () => {
    const file = path.join(directory, "chrome.lock");
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inside -= 1;
      return "done";
    };
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => withFileLock(file, { waitMs: 5000 }, work)));
    expect(outcomes.every((outcome) => outcome.kind === "done")).toBe(true);
    expect(most).toBe(1);
  });

  it("answers busy when another process holds it past the wait", async () => {
    const file = path.join(directory, "tab.lock");
    // The test runner's parent is alive: a lock held by a live process.
    await writeFile(file, String(process.ppid));
    expect(await withFileLock(file, { waitMs: 100 }, async () => "never")).toEqual({ kind: "busy" });
  });

  it("takes over a lock whose holder died", async () => {
    const file = path.join(directory, "tab.lock");
    await writeFile(file, "2147483646");
    expect(await withFileLock(file, { waitMs: 1000 }, async () => "mine")).toEqual({ kind: "done", result: "mine" });
  });
});
