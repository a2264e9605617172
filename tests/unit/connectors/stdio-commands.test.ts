import path from "node:path";
import { describe, expect, it } from "vitest";
import { commandPath, referenceServerBins, stdioCommandVerdict } from "@/lib/server/connectors/stdio-commands";
import { parseStdioCommands } from "@/lib/settings/host-setting-kinds";

// Issue 16, item 3: which commands a stdio connector may run (TOLLGATE_STDIO_COMMANDS), against this
// checkout's node_modules, where the MCP reference servers are installed as devDependencies.

const root = path.resolve(__dirname, "../../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const verdict = (command: string, setting: string | undefined) => stdioCommandVerdict(command, parseStdioCommands(setting), root);

describe("stdioCommandVerdict", () => {
  it("unset: the reference servers' bins installed here, by name or by their path; nothing else", () => {
    expect(referenceServerBins(root)).toEqual(expect.arrayContaining(["mcp-server-everything", "mcp-server-filesystem", "mcp-server-memory"]));
    expect(verdict("mcp-server-memory", undefined)).toEqual({ allowed: true, launch: bin("mcp-server-memory") });
    expect(verdict(bin("mcp-server-memory"), undefined)).toEqual({ allowed: true, launch: bin("mcp-server-memory") });
    for (const refused of ["/bin/sh", "sh", process.execPath, "node", `${bin("mcp-server-memory")}-evil`, "mcp-server-nothing"]) {
      expect(verdict(refused, undefined)).toMatchObject({ allowed: false });
    }
  });

  it("a list: its absolute paths exactly (normalized) and its bins; * anything", () => {
    expect(verdict("/usr/local/bin/files-mcp", "/usr/local/bin/files-mcp")).toMatchObject({ allowed: true });
    expect(verdict("/usr/local/bin/../bin/files-mcp", "/usr/local/bin/files-mcp")).toMatchObject({ allowed: true });
    expect(verdict("/usr/local/bin/files-mcp-2", "/usr/local/bin/files-mcp")).toMatchObject({ allowed: false });
    expect(verdict("mcp-server-memory", "/usr/local/bin/files-mcp")).toMatchObject({ allowed: false });
    expect(verdict("/bin/sh", "*")).toEqual({ allowed: true, launch: "/bin/sh" });
    const refused = verdict("/bin/sh", "mcp-server-memory");
    expect(refused.allowed ? "" : refused.message).toContain("TOLLGATE_STDIO_COMMANDS; it allows mcp-server-memory");
  });

  it("refuses a malformed setting naming it", () => {
    expect(() => parseStdioCommands("./server")).toThrow(/TOLLGATE_STDIO_COMMANDS/);
    expect(() => parseStdioCommands("*,/bin/sh")).toThrow(/\* alone/);
  });

  it("spells one program one way (platform targets compare these)", () => {
    expect(commandPath("mcp-server-memory", root)).toBe(bin("mcp-server-memory"));
    expect(commandPath("/usr/bin/../bin/node", root)).toBe("/usr/bin/node");
  });
});
