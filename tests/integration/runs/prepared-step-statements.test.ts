import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { preparedQuery } from "@/lib/server/database/prepared-query";
import { createPrismaClient } from "@/lib/server/db";
import { createLoopDependencies } from "@/lib/server/runtime/create-loop-dependencies";
import { createOrganisationFixture } from "../../support/organisation-fixture";
import { testDatabaseUrl } from "../../support/test-database";
import { preparedTexts } from "../../support/prepared-texts";
import { createRunRow } from "../tools/tool-test-setup";

// Issue 9, item 5: a durable step's hot statements (the record, the settle) run as named statements on
// Prisma's own pool, parsed and planned once per connection — measured at about a third of a step's time
// when each was planned afresh — and the settle also reads the next turn's inputs, so no third round trip. A client whose pool is closed, or that was not built by
// createPrismaClient, still gets the same answer through $queryRaw.

const clients: PrismaClient[] = [];
afterAll(async () => {
  for (const client of clients) await client.$disconnect();
});

function newClient(): PrismaClient {
  const client = createPrismaClient(testDatabaseUrl());
  clients.push(client);
  return client;
}

describe("a durable step's statements", () => {
  it("are prepared on the Prisma client's own pool, and the next turn's inputs ride on the settle: two statements a step", async () => {
    const client = newClient();
    const fixture = await createOrganisationFixture(client, { tools: ["os.list_built_in_tools"] });
    const script = [{ calls: [{ name: "os__list_built_in_tools", arguments: {} }] }, { calls: [{ name: "os__list_built_in_tools", arguments: {} }] }, { text: "done" }];
    const { runId } = await createRunRow(client, fixture);
    await client.run.update({ where: { id: runId }, data: { model: { provider: "scripted", script } } });
    expect(await advanceRun(createLoopDependencies(client), runId)).toBe("succeeded");
    const texts = await preparedTexts(client);
    expect(texts.some((text) => text.startsWith("WITH live AS ( UPDATE \"Run\""))).toBe(true);
    expect(texts.some((text) => text.startsWith("WITH fence AS (SELECT id FROM \"Run\"") && text.includes("settled AS ( UPDATE \"ToolCall\"") && text.includes("next_inputs AS ( SELECT a.browser"))).toBe(true);
    expect(texts.some((text) => text.startsWith("SELECT a.browser, a.coding"))).toBe(false);
  });

  it("answer the same after $disconnect (the pool ended; the next query opens another) and on a client built without createPrismaClient", async () => {
    const client = newClient();
    await client.$queryRaw`SELECT 1`;
    expect(await preparedQuery<{ answer: number }>(client, Prisma.sql`SELECT ${41}::int + 1 AS answer`)).toEqual([{ answer: 42 }]);
    await client.$disconnect();
    expect(await preparedQuery<{ answer: number }>(client, Prisma.sql`SELECT ${41}::int + 1 AS answer`)).toEqual([{ answer: 42 }]);
    expect(await preparedQuery<{ answer: number }>(client, Prisma.sql`SELECT ${41}::int + 1 AS answer`)).toEqual([{ answer: 42 }]);
    const plain = new PrismaClient({ adapter: new PrismaPg({ connectionString: testDatabaseUrl() }) });
    clients.push(plain);
    expect(await preparedQuery<{ answer: number }>(plain, Prisma.sql`SELECT ${41}::int + 1 AS answer`)).toEqual([{ answer: 42 }]);
  });
});
