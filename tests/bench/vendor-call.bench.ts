// Issue 10, Bench: a vendor tool call through Tollgate against the same call through a bare MCP SDK
// `Client` on the same kind of server (our stdio fixture, tests/support/mcp), so the ratio is Tollgate's
// own cost: admission, the login lookup, the pooled connection, the result pipeline — and, for the
// durable figure, the step's two commits on PostgreSQL.

import { randomBytes } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport, getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createDatabaseIfMissing, dropDatabase, withDatabaseName } from "@/lib/server/database/postgres-connection";
import { migrateDatabase } from "@/lib/server/database/migrate";
import { createPrismaClient } from "@/lib/server/db";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { createLoopDependencies } from "@/lib/server/runtime/create-loop-dependencies";
import { invokePlaygroundTool } from "@/lib/server/playground/invoke-playground-tool";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { acquireTestServer } from "../support/test-server";
import { createOrganisationFixture } from "../support/organisation-fixture";
import { stdioFixtureTransport } from "../support/mcp/stdio-fixture-server";
import { measure, report } from "./measure";

const callsPerRun = 20;
const runs = 10;

function line(label: string, value: string): void {
  console.log(`${label.padEnd(58)} ${value}`);
}

export async function benchVendorCall(): Promise<void> {
  process.env.TOLLGATE_SECRET_KEY ??= randomBytes(32).toString("base64");
  const transport = stdioFixtureTransport();

  // The bare SDK: one client, one server process, the call and nothing else.
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: transport.command, args: transport.args, env: getDefaultEnvironment(), stderr: "ignore" }));
  const bare = await measure("bare SDK Client.callTool(echo), stdio", 2_000, () => client.callTool({ name: "echo", arguments: { text: "hello" } }));
  report(bare);
  await client.close();

  const server = await acquireTestServer();
  const name = `tollgate_bench_vendor_${process.pid}`;
  await createDatabaseIfMissing(server.adminUrl, name);
  const url = withDatabaseName(server.adminUrl, name);
  const prisma = createPrismaClient(url);
  try {
    await migrateDatabase({ connectionString: url });
    const fixture = await createOrganisationFixture(prisma, { toolCallBudget: 1000, maxIterations: 1000, tools: ["fixture.echo", "os.set_context"] });
    const connector = await prisma.connector.create({ data: { organisationId: fixture.organisationId, name: "fixture", transport } });
    await prisma.connectorLogin.create({ data: { organisationId: fixture.organisationId, connectorId: connector.id, scope: "organisation", scopeKey: "organisation", status: "connected" } });
    await prisma.agent.update({ where: { id: fixture.agentId }, data: { connectors: { fixture: true } } });

    // The playground's path: one call through admission, the vendor call and the pipeline, without a run.
    const body = { agentId: fixture.agentId, tool: "fixture.echo", arguments: { text: "hello" } };
    const playground = await measure("Tollgate: one vendor call, playground path (no run)", 500, () => invokePlaygroundTool(prisma, fixture.editor, body));
    report(playground);
    line("  → ratio to the bare SDK call", `${(playground.meanMicroseconds / bare.meanMicroseconds).toFixed(1)}×`);

    // The durable path: a run whose model calls one tool a turn, advanced by the real loop — the vendor tool,
    // and beside it a built-in (os.set_context) on the same database, so the vendor call's own share shows.
    const dependencies = createLoopDependencies(prisma);
    async function medianStep(call: { name: string; arguments: Record<string, string> }): Promise<number> {
      const samples: number[] = [];
      for (let index = 0; index < runs; index += 1) {
        const conversation = await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } });
        const script = [...Array.from({ length: callsPerRun }, () => ({ calls: [call] })), { text: "done" }];
        const run = await prisma.run.create({
          data: {
            organisationId: fixture.organisationId,
            conversationId: conversation.id,
            agentId: fixture.agentId,
            taskId: fixture.taskId,
            actingUserId: fixture.editor.userId,
            kind: "direct",
            input: "bench",
            model: { provider: "scripted", script },
            state: { version: 1, toolCallBudget: 1000, maxIterations: 1000 },
          },
        });
        const started = process.hrtime.bigint();
        const status = await advanceRun(dependencies, run.id);
        samples.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (status !== "succeeded") throw new Error(`bench run ended ${status}`);
      }
      const measured = samples.slice(2).sort((a, b) => a - b);
      return measured[Math.floor(measured.length / 2)] / callsPerRun;
    }
    const vendorStep = await medianStep({ name: "fixture__echo", arguments: { text: "hello" } });
    const builtInStep = await medianStep({ name: "os__set_context", arguments: { key: "customer", value: "hello" } });
    line(`Tollgate: durable step, one vendor call (median of ${runs - 2} runs)`, `${vendorStep.toFixed(2)} ms`);
    line("  → ratio to the bare SDK call", `${((vendorStep * 1000) / bare.meanMicroseconds).toFixed(1)}×`);
    line("  beside a durable step of a built-in (os.set_context)", `${builtInStep.toFixed(2)} ms (the vendor call adds ${(vendorStep - builtInStep).toFixed(2)} ms)`);
  } finally {
    await closeConnectorPool();
    await prisma.$disconnect();
    await dropDatabase(server.adminUrl, name);
    await server.release();
  }
}
