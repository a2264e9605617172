// Issue 21, item 1: workspace.run_command against real PostgreSQL and the real bubblewrap sandbox. The
// workspace's files are there for the command and what it changes is kept; an exit code other than 0 is an
// answer; writes outside the workspace and the network are refused; a command past its limit is killed with
// every process it started; a flood of output is cut and marked.

import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeHandler } from "@/lib/runtime/execution/execute-handler";
import { ToolError } from "@/lib/runtime/ports";
import { sandboxStatus } from "@/lib/sandbox/sandbox";
import { workspaceRunCommandTool } from "@/lib/tools/workspace/workspace-tools";
import { readSettings } from "@/lib/settings/read-settings";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, callToolOutput, contextFor } from "../tools/tool-test-setup";

const prisma = testPrisma();
let fixture: OrganisationFixture;
let server: Server;
let port: number;
let reached = 0;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
  server = createServer((_request, response) => {
    reached += 1;
    response.end("host loopback");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const context = () => contextFor(fixture, { taskId: null });
const run = (input: Record<string, unknown>) => callToolOutput(prisma, "workspace.run_command", context(), input);
const runText = (input: Record<string, unknown>) => callTool(prisma, "workspace.run_command", context(), input);
const fileOf = async (filePath: string) => (await prisma.workspaceFile.findFirst({ where: { agentId: fixture.agentId, path: filePath } }))?.content ?? null;

/** Processes on the host whose command line holds `marker`. */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(marker)) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

describe("workspace.run_command in the sandbox", () => {
  it("is sandboxed here (bubblewrap is installed on the test machine)", async () => {
    expect(await sandboxStatus(readSettings())).toMatchObject({ state: "ready" });
  });

  it("runs echo: exit code 0 and its stdout", async () => {
    const output = await run({ command: "echo hello from the sandbox" });
    expect(output).toEqual({ text: "exit code: 0\nstdout:\nhello from the sandbox\n\nstderr: (empty)", exitCode: 0 });
  });

  it("sees the workspace's files, in the working directory asked for, and keeps what it writes and deletes", async () => {
    await callTool(prisma, "workspace.write_file", context(), { path: "src/a.txt", content: "alpha\n" });
    await callTool(prisma, "workspace.write_file", context(), { path: "old.txt", content: "to go\n" });
    const text = await runText({ command: "cat a.txt && pwd && echo beta > b.txt && rm ../old.txt && printf '\\377' > blob.bin", workingDirectory: "src" });
    expect(text).toBe(
      "exit code: 0\nstdout:\nalpha\n/sandbox/src\n\nstderr: (empty)\nfiles written: src/b.txt\nfiles deleted: old.txt\nnot kept in the workspace: src/blob.bin (binary (not UTF-8 text))",
    );
    expect(await fileOf("src/b.txt")).toBe("beta\n");
    expect(await fileOf("old.txt")).toBeNull();
    expect(await fileOf("src/a.txt")).toBe("alpha\n");
  });

  it("answers a failing command with its exit code and stderr, not as a crash", async () => {
    const output = await run({ command: "echo to stderr >&2; exit 3" });
    expect(output).toEqual({ text: "exit code: 3\nstdout: (empty)\nstderr:\nto stderr\n", exitCode: 3 });
    const missing = await run({ command: "no-such-program-here" });
    expect(missing).toMatchObject({ exitCode: 127, text: expect.stringMatching(/stderr:\n.*not found/) });
  });

  it("cannot write outside the workspace: the system, the product's files, the data directory are read-only or absent", async () => {
    const product = path.resolve("package.json");
    const before = readFileSync(product, "utf8");
    const targets = ["/usr/tollgate-was-here", "/etc/tollgate-was-here", product, path.resolve("tollgate-was-here"), path.resolve(".data", "tollgate-was-here")];
    const command = targets.map((target) => `(echo x > ${target}) 2>/dev/null && echo "wrote ${target}" || echo "refused ${target}"`).join("; ");
    const text = await runText({ command });
    for (const target of targets) expect(text).toContain(`refused ${target}`);
    expect(text).not.toContain("wrote");
    expect(readFileSync(product, "utf8")).toBe(before);
    for (const target of targets.filter((target) => target !== product)) expect(() => readFileSync(target)).toThrow();
  });

  it("has no network: not the host's loopback, not a name lookup", async () => {
    const fetchScript = `fetch('http://127.0.0.1:${port}/').then(() => console.log('reached'), (error) => { console.log('failed', error.cause?.code ?? error.message); process.exit(4); })`;
    const output = await run({ command: `node -e "${fetchScript}"; getent hosts example.com || echo 'no name lookup'` });
    expect(output).toMatchObject({ exitCode: 0 });
    const text = typeof output === "string" ? output : output.text;
    expect(text).toMatch(/failed ECONNREFUSED|failed ENETUNREACH/);
    expect(text).toContain("no name lookup");
    expect(reached).toBe(0);
  });

  it("stops a command past its time limit, with every process it started, and says so", async () => {
    const marker = `sleep 97${process.pid % 10}3`;
    const started = Date.now();
    await expect(runText({ command: `${marker} & echo started; ${marker}`, timeoutSeconds: 1 })).rejects.toThrow(
      /^command_timed_out: the command ran past its time limit of 1000 ms and was stopped, with every process it started; its output so far:\nexit code: none \(stopped at the time limit\)\nstdout:\nstarted\n/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(processesWith(marker)).toEqual([]);
  });

  it("has bounded memory and processes: the sandbox's limits, and an allocation past them fails", async () => {
    const settings = readSettings();
    const text = await runText({ command: "cat /proc/self/limits; node -e 'Buffer.alloc(3 * 1024 ** 3, 1); console.log(\"allocated\")' || echo 'allocation refused'" });
    expect(text).toMatch(new RegExp(`Max data size\\s+${settings.TOLLGATE_SANDBOX_MEMORY_BYTES}\\s`));
    expect(text).toMatch(new RegExp(`Max processes\\s+${settings.TOLLGATE_SANDBOX_PROCESSES}\\s`));
    expect(text).toContain("allocation refused");
    expect(text).not.toContain("\nallocated");
  });

  it("cannot write a file past COMMAND_FILE_MAX_BYTES (its folder is on the host's disk)", async () => {
    const { createHandlerRegistry } = await import("@/lib/tools/handler-registry");
    const { settingsWith } = await import("../../support/defined-handlers");
    const { runCatalog } = await import("@/lib/tools/registry/run-catalog");
    const small = createHandlerRegistry({ db: prisma, catalog: runCatalog, now: () => new Date(), settings: settingsWith({ COMMAND_FILE_MAX_BYTES: 1024 * 1024 }) }).get("workspace.run_command")!;
    const output = await small({ ...context(), tool: "workspace.run_command" }, { command: "head -c 3000000 /dev/zero > big.bin; echo \"exit $?\"; wc -c < big.bin" });
    const text = typeof output === "string" ? output : output.text;
    expect(text).toMatch(/exit (153|1)\n1048576\n/);
    // NUL bytes: PostgreSQL text cannot hold them, so the file is binary here and not kept.
    expect(text).toContain("not kept in the workspace: big.bin (binary (not UTF-8 text))");
    expect(await fileOf("big.bin")).toBeNull();
  });

  it("caps a flood of output and marks the cut", async () => {
    const limit = readSettings().COMMAND_OUTPUT_MAX_BYTES;
    const text = await runText({ command: "yes | head -c 1000000; yes err | head -c 300000 >&2" });
    expect(text).toContain(`[stdout cut: the first ${limit} of 1000000 bytes are shown (COMMAND_OUTPUT_MAX_BYTES)]`);
    expect(text).toContain(`[stderr cut: the first ${limit} of 300000 bytes are shown (COMMAND_OUTPUT_MAX_BYTES)]`);
  });

  it("is never repeated (unsafe): a command that acted and then met an outage is attempted once, its outcome unknown", async () => {
    expect(workspaceRunCommandTool.definition.retry).toBe("unsafe");
    let attempts = 0;
    const actsThenFails = async (given: typeof context extends () => infer C ? C : never, input: Record<string, unknown>) => {
      attempts += 1;
      await callToolOutput(prisma, "workspace.run_command", given, input);
      throw new ToolError("database_unavailable", "the connection dropped after the command ran", { retryable: true });
    };
    const outcome = await executeHandler(actsThenFails, context(), { command: "echo ran >> once.txt" }, {
      retry: workspaceRunCommandTool.definition.retry,
      policy: { maxAttempts: 3, baseDelayMs: 1 },
      timeoutMs: 30_000,
      sleep: async () => undefined,
    });
    expect(outcome).toMatchObject({ outcome: "tool_error", attempts: 1, code: "outcome_unknown" });
    expect(attempts).toBe(1);
    expect(await fileOf("once.txt")).toBe("ran\n");
  });

  it("refuses a working directory outside the workspace", async () => {
    await expect(runText({ command: "pwd", workingDirectory: "../elsewhere" })).rejects.toThrow(/^path_outside_workspace: /);
  });

  it("refuses to run bare where the sandbox is off", async () => {
    const { createHandlerRegistry } = await import("@/lib/tools/handler-registry");
    const { settingsWith } = await import("../../support/defined-handlers");
    const handler = createHandlerRegistry({ db: prisma, catalog: (await import("@/lib/tools/registry/run-catalog")).runCatalog, now: () => new Date(), settings: settingsWith({ TOLLGATE_SANDBOX: "off" }) }).get("workspace.run_command")!;
    await expect(handler({ ...context(), tool: "workspace.run_command" }, { command: "echo bare" })).rejects.toThrow(/^sandbox_unavailable: .*TOLLGATE_SANDBOX=off/);
  });
});
