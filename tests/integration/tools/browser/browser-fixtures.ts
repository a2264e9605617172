// The world of the browser tools' run tests: the loopback site (allow-listed), a data directory of the
// file's own, the worker's DevTools port range (tests/support/worker-setup.ts: files running side by side,
// and test runs on one machine, never share a Chrome; the files of one worker run one after another and
// their agents' slots never repeat, so they never share one either), a real worker, runs started and read through the public API, and every Chrome the file started
// killed at the end.

import { chmod, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { agentBrowserDirectories } from "@/lib/tools/browser/browser-directories";
import { startLoopbackSite, type LoopbackSite } from "../../../support/loopback-site";
import { BROWSER_PORTS_PER_WORKER, testDatabaseUrl, workerBrowserBasePort } from "../../../support/test-database";
import { waitForRunStatus } from "../../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../../api/api-fixtures";
import type { CallRecord, RunAnswer } from "../../connectors/runs/connector-run-fixtures";

export type { CallRecord, RunAnswer };

export type BrowserWorld = {
  site: LoopbackSite;
  team: Team;
  worker: RunningWorker;
  dataDirectory: string;
  basePort: number;
  restore(): void;
};

const VARIABLES = ["TOLLGATE_EGRESS_ALLOW", "TOLLGATE_BROWSER_BASE_PORT", "TOLLGATE_DATA_DIR", "CHROMIUM_PATH"] as const;

export async function startBrowserWorld(prisma: PrismaClient): Promise<BrowserWorld> {
  const previous = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  const site = await startLoopbackSite();
  const dataDirectory = await mkdtemp(path.join(tmpdir(), "tollgate-browser-"));
  // mkdtemp makes it 0700; the browser user Chrome runs as (issue 16) must pass through to its profile.
  await chmod(dataDirectory, 0o711);
  const basePort = workerBrowserBasePort();
  process.env.TOLLGATE_EGRESS_ALLOW = site.host;
  process.env.TOLLGATE_BROWSER_BASE_PORT = String(basePort);
  process.env.TOLLGATE_DATA_DIR = dataDirectory;
  process.env.CHROMIUM_PATH = "/usr/bin/chromium";
  const team = await createTeam(prisma);
  const worker = await startWorker(prisma, testDatabaseUrl());
  const restore = () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  return { site, team, worker, dataDirectory, basePort, restore };
}

export function browsersDirectoryOf(world: BrowserWorld): string {
  return path.join(world.dataDirectory, "browsers");
}

/** The pid the agent's Chrome was started with, from the file kept beside its profile. */
export async function chromePidOf(world: BrowserWorld, agentId: string): Promise<number | null> {
  const text = await readFile(agentBrowserDirectories(browsersDirectoryOf(world), agentId).pidFile, "utf8").catch(() => null);
  return text === null ? null : (JSON.parse(text) as { pid: number }).pid;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function killProcessGroup(pid: number): void {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, "SIGKILL");
    } catch {
      // gone already
    }
  }
}

export async function stopBrowserWorld(world: BrowserWorld | undefined): Promise<void> {
  if (world === undefined) return;
  await world.worker.stop();
  const agents = await readdir(browsersDirectoryOf(world)).catch(() => [] as string[]);
  for (const agentId of agents) {
    const pid = await chromePidOf(world, agentId);
    if (pid !== null) killProcessGroup(pid);
  }
  await world.site.close();
  world.restore();
  await rm(world.dataDirectory, { recursive: true, force: true, maxRetries: 3 });
}

export async function createBrowserAgent(prisma: PrismaClient, organisationId: string, name = "Browser agent"): Promise<{ id: string; slot: number }> {
  const agent = await prisma.agent.create({ data: { organisationId, name, browser: true, coding: true, toolCallBudget: 30 } });
  expect(agent.browserSlot).not.toBeNull();
  // Past its range the agent's port would be in the next worker's: raise BROWSER_PORTS_PER_WORKER then.
  expect(agent.browserSlot!, "the worker's database has made more agents than its Chrome port range holds").toBeLessThan(BROWSER_PORTS_PER_WORKER);
  return { id: agent.id, slot: agent.browserSlot! };
}

/** A scripted model's call of a browser tool (model names use `__` for the dot). */
export function call(tool: string, args: Record<string, unknown> = {}): { name: string; arguments: Record<string, unknown> } {
  return { name: tool.replace(".", "__"), arguments: args };
}

/** One call per turn, then a closing text. */
export function oneCallPerTurn(...calls: ReturnType<typeof call>[]): unknown[] {
  return [...calls.map((each) => ({ calls: [each] })), { text: "done" }];
}

export async function startRun(world: BrowserWorld, agentId: string, script: unknown[]): Promise<string> {
  const body = { agentId, kind: "direct", input: "Use the browser.", model: { provider: "scripted", script } };
  const created = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: world.team.editorToken, body }), noParams));
  expect(created.status).toBe(202);
  return created.body.id;
}

export async function finishRun(prisma: PrismaClient, world: BrowserWorld, runId: string): Promise<RunAnswer> {
  await waitForRunStatus(prisma, runId, ["succeeded", "failed"], 150_000);
  const answer = await read<RunAnswer>(await getRun(apiRequest(`/v1/runs/${runId}`, { token: world.team.editorToken }), params({ id: runId })));
  expect(answer.status).toBe(200);
  return answer.body;
}

export async function runToTheEnd(prisma: PrismaClient, world: BrowserWorld, agentId: string, script: unknown[]): Promise<RunAnswer> {
  return finishRun(prisma, world, await startRun(world, agentId, script));
}

export function callsOf(run: RunAnswer): CallRecord[] {
  return run.turns.flatMap((turn) => turn.calls);
}

/** The result without the runtime's trailer (`remaining_tool_calls: N`). */
export function bodyOf(record: CallRecord): string {
  return (record.result ?? "").split("\n\nremaining_tool_calls")[0]!;
}

export function jsonOf(record: CallRecord): Record<string, unknown> {
  return JSON.parse(bodyOf(record)) as Record<string, unknown>;
}

/** Polls until `check` holds (bounded), for what another process does in its own time. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
