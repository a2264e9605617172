import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import { nativeTools } from "@/lib/tools/registry/native-tools";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { implementedTools } from "@/lib/tools/registry/implemented-tools";
import { workspaceLimitsFromEnvironment } from "@/lib/tools/workspace/workspace-limits";

// Seed "tools in a run": the five code tools, offered when config.coding is true; what a repeat of each does.

function definitionOf(name: string): ToolDefinition {
  const definition = runCatalog.get(name);
  if (definition === undefined) throw new Error(`missing tool ${name}`);
  return definition;
}

const TABLE: [name: string, access: string, retry: string][] = [
  ["read_file", "read", "safe"],
  ["write_file", "write", "idempotent"],
  ["edit_file", "write", "unsafe"],
  ["list_files", "read", "safe"],
  // It runs in a sandbox with no network and no files and reads only stored results: a repeat changes nothing.
  ["run_code", "read", "safe"],
];

const validate = (name: string, input: unknown) => new Ajv({ strict: true }).compile(definitionOf(name).inputSchema)(input);

describe("the code tools", () => {
  it.each(TABLE)("%s: family Code, %s, retry %s, offered on the coding flag, answered by a handler", (name, access, retry) => {
    expect(definitionOf(name)).toMatchObject({ family: "Code", access, retry, availability: { kind: "flag", flag: "coding" }, runCallable: true });
    expect(builtInCatalog.get(name)).toBeUndefined();
    expect(nativeTools.map((definition) => definition.name)).toContain(name);
    expect(implementedTools.has(name)).toBe(true);
  });

  it("are exactly five", () => {
    expect(nativeTools.filter((definition) => definition.family === "Code").map((definition) => definition.name)).toEqual(TABLE.map(([name]) => name));
  });

  it.each([
    ["write_file", { path: "a.txt", content: "x" }, true],
    ["write_file", { path: "a.txt", _toolResultContext: { sources: [{ ref: "res_1", field: ["items", "0"], between: { start: "<a>", end: "</a>" } }] } }, true],
    ["write_file", { path: "a.txt", _toolResultContext: { sources: [] } }, false],
    ["write_file", { path: "a.txt", _toolResultContext: { sources: [{ ref: "r" }, { ref: "s" }] } }, false],
    ["write_file", { path: "a.txt", _toolResultContext: { sources: [{ ref: "r", between: { start: "a" } }] } }, false],
    ["write_file", { path: "a.txt", _toolResultContext: { sources: [{ ref: "r", extra: 1 }] } }, false],
    ["edit_file", { path: "a", edits: [{ oldText: "x", newText: "y" }] }, true],
    ["edit_file", { path: "a", edits: [{ oldText: "x", newText: "y", replaceAll: true }] }, false],
    ["edit_file", { path: "a", edits: [] }, false],
    ["run_code", { code: "1 + 1", toolResults: ["r1", "r2", "r3"], input: { a: 1 } }, true],
    ["run_code", { code: "1", toolResults: ["r1", "r2", "r3", "r4"] }, false],
    ["list_files", {}, true],
    ["read_file", { path: "a", offset: 2, limit: 10 }, true],
  ])("%s accepts %j: %s", (name, input, valid) => {
    expect(validate(name, input)).toBe(valid);
  });
});

describe("workspaceLimitsFromEnvironment", () => {
  it("defaults to 1 MiB a file and reads WORKSPACE_FILE_MAX_BYTES", () => {
    expect(workspaceLimitsFromEnvironment({})).toEqual({ fileMaxBytes: 1024 * 1024 });
    expect(workspaceLimitsFromEnvironment({ WORKSPACE_FILE_MAX_BYTES: "2048" })).toEqual({ fileMaxBytes: 2048 });
    expect(() => workspaceLimitsFromEnvironment({ WORKSPACE_FILE_MAX_BYTES: "lots" })).toThrow(/WORKSPACE_FILE_MAX_BYTES/);
  });
});
