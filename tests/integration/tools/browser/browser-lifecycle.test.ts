import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentBrowserDirectories } from "@/lib/tools/browser/browser-directories";
import { browserSlotOf } from "@/lib/tools/browser/browser-slot";
import { testPrisma } from "../../../support/test-database";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { apiRequest, createTeam, noParams, read } from "../../api/api-fixtures";
import type { InvokeView } from "../../api/playground-caller";
import {
  bodyOf,
  browsersDirectoryOf,
  call,
  callsOf,
  chromePidOf,
  createBrowserAgent,
  finishRun,
  isAlive,
  jsonOf,
  killProcessGroup,
  oneCallPerTurn,
  runToTheEnd,
  startBrowserWorld,
  startRun,
  stopBrowserWorld,
  until,
  type BrowserWorld,
} from "./browser-fixtures";

// Issue 11: a Chrome killed mid-run costs that call one tool error and the next call brings it back; two
// runs of one agent in parallel each keep their own tab; slots are unique across organisations, and an
// agent made before slots takes exactly one on its first browser call, however many ask at once.

const prisma = testPrisma();
let world: BrowserWorld;

beforeAll(async () => {
  world = await startBrowserWorld(prisma);
}, 60_000);

afterAll(async () => {
  await stopBrowserWorld(world);
});

describe("a crashed Chrome", () => {
  it("costs the call that was running one tool error; the next call starts Chrome again", async () => {
    const agent = await createBrowserAgent(prisma, world.team.organisationId, "Crash agent");
    const runId = await startRun(
      world,
      agent.id,
      oneCallPerTurn(
        call("browser.navigate", { url: `${world.site.url}/article` }),
        call("browser.navigate", { url: `${world.site.url}/slow?ms=20000` }),
        call("browser.navigate", { url: `${world.site.url}/article/second` }),
      ),
    );
    await until(() => world.site.hitsOf("/slow") > 0, "the slow page to be asked for");
    const killed = await chromePidOf(world, agent.id);
    expect(killed).not.toBeNull();
    killProcessGroup(killed!);
    const run = await finishRun(prisma, world, runId);
    const [first, during, after] = callsOf(run);
    expect(first).toMatchObject({ outcome: "ok" });
    expect(during).toMatchObject({ outcome: "tool_error", code: "browser_unavailable" });
    expect(after).toMatchObject({ outcome: "ok" });
    expect(jsonOf(after!)).toMatchObject({ title: "Pruning Roses - Loopback Site" });
    const restarted = await chromePidOf(world, agent.id);
    expect(restarted).not.toBe(killed);
    expect(isAlive(restarted!)).toBe(true);
  });
});

describe("two runs of one agent at once", () => {
  it("each keep their own tab: neither sees the page the other opened", async () => {
    const agent = await createBrowserAgent(prisma, world.team.organisationId, "Parallel agent");
    const slowBefore = world.site.hitsOf("/slow");
    // A opens the article, then stays busy (a download by URL does not move its tab) while B navigates.
    const first = await startRun(
      world,
      agent.id,
      oneCallPerTurn(
        call("browser.navigate", { url: `${world.site.url}/article` }),
        call("browser.download", { url: `${world.site.url}/slow?ms=4000`, fileName: "slow.html" }),
        call("browser.extract"),
      ),
    );
    await until(() => world.site.hitsOf("/slow") > slowBefore, "the first run's slow download");
    const second = await startRun(world, agent.id, oneCallPerTurn(call("browser.navigate", { url: `${world.site.url}/article/second` }), call("browser.extract")));
    const [one, two] = await Promise.all([finishRun(prisma, world, first), finishRun(prisma, world, second)]);
    expect(callsOf(one).map((record) => record.outcome)).toEqual(["ok", "ok", "ok"]);
    expect(callsOf(two).map((record) => record.outcome)).toEqual(["ok", "ok"]);
    expect(bodyOf(callsOf(one)[2]!)).toContain("Tending tomatoes");
    expect(bodyOf(callsOf(one)[2]!)).not.toContain("Pruning roses");
    expect(bodyOf(callsOf(two)[1]!)).toContain("Pruning roses");
    const tabs = await readdir(agentBrowserDirectories(browsersDirectoryOf(world), agent.id).tabs);
    expect(tabs.filter((name) => name.endsWith(".json"))).toHaveLength(2);
  });
});

describe("the playground", () => {
  it("has a tab of its own, kept from one invoke to the next", async () => {
    const agent = await createBrowserAgent(prisma, world.team.organisationId, "Playground agent");
    const play = async (tool: string, input: unknown) => {
      const answer = await read<InvokeView>(await invoke(apiRequest("/v1/playground/invoke", { token: world.team.editorToken, body: { agentId: agent.id, tool, arguments: input } }), noParams));
      expect(answer.status).toBe(200);
      return answer.body;
    };
    expect(await play("browser.navigate", { url: `${world.site.url}/article/second` })).toMatchObject({ outcome: "ok" });
    const extracted = await play("browser.extract", {});
    expect(extracted).toMatchObject({ outcome: "ok", result: expect.stringContaining("Pruning roses") });
    const tabs = await readdir(agentBrowserDirectories(browsersDirectoryOf(world), agent.id).tabs);
    expect(tabs).toContain("playground.json");
  });
});

describe("browser slots", () => {
  it("differ for agents of two organisations, and are kept on the agent", async () => {
    const other = await createTeam(prisma);
    const mine = await createBrowserAgent(prisma, world.team.organisationId, "Slot agent");
    const theirs = await createBrowserAgent(prisma, other.organisationId, "Their agent");
    expect(mine.slot).not.toBe(theirs.slot);
  });

  it("are taken once, on the first browser call, by an agent made before slots", async () => {
    const agent = await createBrowserAgent(prisma, world.team.organisationId, "Old agent");
    await prisma.agent.update({ where: { id: agent.id }, data: { browserSlot: null } });
    const scope = { organisationId: world.team.organisationId, agentId: agent.id };
    const slots = await Promise.all(Array.from({ length: 5 }, () => browserSlotOf(prisma, scope)));
    expect(new Set(slots).size).toBe(1);
    const stored = await prisma.agent.findUniqueOrThrow({ where: { id: agent.id }, select: { browserSlot: true } });
    expect(stored.browserSlot).toBe(slots[0]);
    expect(slots[0]).not.toBe(agent.slot);
    // The run's call uses it: Chrome listens at base + the new slot.
    const run = await runToTheEnd(prisma, world, agent.id, oneCallPerTurn(call("browser.navigate", { url: `${world.site.url}/plain` })));
    expect(callsOf(run)[0]).toMatchObject({ outcome: "ok" });
    const version = await fetch(`http://127.0.0.1:${world.basePort + slots[0]!}/json/version`);
    expect(version.status).toBe(200);
    expect(path.isAbsolute(browsersDirectoryOf(world))).toBe(true);
  });
});
