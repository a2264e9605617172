import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { heartbeatSeconds } from "@/lib/server/queue/run-queue";
import { startBoss } from "@/lib/server/queue/boss";
import { runtimeLimitsFromEnvironment } from "@/lib/server/runtime/runtime-config";
import { SETTING_NAMES } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 9, item 4: the environment is read once, at the edge, through one schema.

afterEach(() => vi.unstubAllEnvs());

describe("readSettings", () => {
  it("parses the process environment once and hands every reader the same settings", () => {
    vi.stubEnv("TOOL_RESULT_MAX_BYTES", "4096");
    const first = readSettings();
    expect(readSettings()).toBe(first);
    expect(first.TOOL_RESULT_MAX_BYTES).toBe(4096);
  });

  it("reads a changed variable (a test's stub, the key npm start places) at the next call", () => {
    vi.stubEnv("TOOL_RESULT_MAX_BYTES", "4096");
    const before = readSettings();
    vi.stubEnv("TOOL_RESULT_MAX_BYTES", "8192");
    expect(readSettings()).not.toBe(before);
    expect(readSettings().TOOL_RESULT_MAX_BYTES).toBe(8192);
  });

  it("takes a test's own environment instead of the process's", () => {
    vi.stubEnv("PORT", "not a port");
    expect(readSettings({ PORT: "3100" }).PORT).toBe(3100);
    expect(() => readSettings()).toThrow('PORT must be a whole number from 1 to 65535, not "not a port".');
  });
});

// Each of these fell back to its default for a malformed value before (issue 9: "three behaviours").
describe("a malformed setting is an error where it was a quiet fallback", () => {
  it("TOLLGATE_HEARTBEAT_SECONDS below pg-boss's minimum of 10", () => {
    vi.stubEnv("TOLLGATE_HEARTBEAT_SECONDS", "5");
    expect(() => heartbeatSeconds()).toThrow("TOLLGATE_HEARTBEAT_SECONDS must be a whole number of seconds of at least 10");
  });

  it("TOLLGATE_SUPERVISE_SECONDS and TOLLGATE_WORKER_CONCURRENCY stop a worker's queue before it connects", async () => {
    vi.stubEnv("TOLLGATE_SUPERVISE_SECONDS", "often");
    await expect(startBoss("worker", "postgresql://nobody@127.0.0.1:1/none")).rejects.toThrow('TOLLGATE_SUPERVISE_SECONDS must be a positive whole number of seconds, not "often".');
    vi.stubEnv("TOLLGATE_SUPERVISE_SECONDS", "5");
    vi.stubEnv("TOLLGATE_WORKER_CONCURRENCY", "0");
    await expect(startBoss("worker", "postgresql://nobody@127.0.0.1:1/none")).rejects.toThrow("TOLLGATE_WORKER_CONCURRENCY must be a positive whole number");
  });

  it("a limit of the core, read for the loop", () => {
    vi.stubEnv("TOOL_RETRY_MAX_ATTEMPTS", "3.5");
    expect(() => runtimeLimitsFromEnvironment()).toThrow('TOOL_RETRY_MAX_ATTEMPTS must be a whole number of at least 0, not "3.5".');
  });
});

/** Files that may still touch a declared variable on process.env, and why. */
const ALLOWED_READERS: Record<string, string> = {
  "lib/settings/read-settings.ts": "the one reader",
  "lib/server/cli/start/start-tollgate.ts": "passes the key as written (or from <data>/secret.key) to the children it spawns",
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) return entry === "generated" || entry === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry) ? [full] : [];
  });
}

describe("process.env is read through the schema only", () => {
  it("no product file reads a declared setting from process.env itself", () => {
    const root = path.resolve(__dirname, "../../..");
    const direct = new RegExp(`process\\.env(?:\\.|\\[\\s*["'\`])(${SETTING_NAMES.join("|")})\\b`);
    const offenders = ["lib", "app", "scripts"]
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .map((file) => path.relative(root, file).split(path.sep).join("/"))
      .filter((file) => !(file in ALLOWED_READERS))
      .filter((file) => direct.test(readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("no product file writes process.env (issue 17, item 4): a child gets its environment passed in", () => {
    const root = path.resolve(__dirname, "../../..");
    const writes = /process\.env(?:\.\w+|\[[^\]]+\])\s*(?:=(?!=)|\?\?=|\|\|=)|delete\s+process\.env\b|Object\.assign\(\s*process\.env\b/;
    const offenders = ["lib", "app", "scripts"]
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .map((file) => path.relative(root, file).split(path.sep).join("/"))
      .filter((file) => writes.test(readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
