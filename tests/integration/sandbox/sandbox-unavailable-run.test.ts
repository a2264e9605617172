import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { stdioFixtureTransport } from "../../support/mcp/stdio-fixture-server";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createTeam, type Team } from "../api/api-fixtures";
import { bindConnector, createConnectorAgent, firstCall, runToTheEnd } from "../connectors/runs/connector-run-fixtures";

// Issue 16, item 4: where no sandbox can be made, a stdio connector's call is the tool error
// `sandbox_unavailable` (the model reads it, the run goes on), and its server is never started bare.

const prisma = testPrisma();
let team: Team;
let worker: RunningWorker;
let agentId: string;
const previousBwrap = process.env.TOLLGATE_SANDBOX_BWRAP;

beforeAll(async () => {
  team = await createTeam(prisma);
  await bindConnector(prisma, team.organisationId, "boxed", stdioFixtureTransport());
  agentId = await createConnectorAgent(prisma, team.organisationId, { boxed: true });
  worker = await startWorker(prisma, testDatabaseUrl());
}, 60_000);

afterAll(async () => {
  await worker.stop();
  await closeConnectorPool();
  if (previousBwrap === undefined) delete process.env.TOLLGATE_SANDBOX_BWRAP;
  else process.env.TOLLGATE_SANDBOX_BWRAP = previousBwrap;
});

describe("a stdio connector where no sandbox can be made", () => {
  it("answers its call with the tool error sandbox_unavailable, and the run carries on", async () => {
    const script = [{ calls: [{ name: "boxed__echo", arguments: { text: "in the box" } }] }, { text: "done" }];
    const sandboxed = await runToTheEnd(prisma, team, agentId, script);
    expect(firstCall(sandboxed)).toMatchObject({ outcome: "ok" });

    // bubblewrap goes away (say, uninstalled) and the server has to start again.
    process.env.TOLLGATE_SANDBOX_BWRAP = "/nonexistent/bwrap";
    await closeConnectorPool();
    const refused = await runToTheEnd(prisma, team, agentId, script);
    expect(refused.status).toBe("succeeded");
    expect(firstCall(refused).outcome).not.toBe("ok");
    expect(firstCall(refused).result).toMatch(/^ERROR: .*sandbox_unavailable/);
  });
});
