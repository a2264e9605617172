import { describe, expect, it } from "vitest";
import { parseRunState } from "@/lib/server/runs/run-state";
import { createOrganisationFixture } from "../../support/organisation-fixture";
import { testPrisma } from "../../support/test-database";

// Issue 9, item 5: the schema's old default run state {"version": 1} was one parseRunState refuses, so a
// run inserted without its settings could never be advanced. The state is now required, and the remaining
// budget is no longer a column a new run must fill (it is derived).

const prisma = testPrisma();

describe("the Run table's state and budget columns", () => {
  it("has no default state: a run inserted without its loop settings is refused by the database", async () => {
    const fixture = await createOrganisationFixture(prisma);
    const conversation = await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } });
    const insert = prisma.$executeRaw`
      INSERT INTO "Run" (id, "organisationId", "conversationId", "agentId", kind, input, model)
      VALUES (gen_random_uuid()::text, ${fixture.organisationId}, ${conversation.id}, ${fixture.agentId}, 'direct', 'x', '{}'::jsonb)`;
    await expect(insert).rejects.toThrow(/state/);
  });

  it("keeps no default that parseRunState would refuse, and needs no stored remaining budget", async () => {
    const columns = await prisma.$queryRaw<{ column_name: string; column_default: string | null; is_nullable: string }[]>`
      SELECT column_name, column_default, is_nullable FROM information_schema.columns
      WHERE table_name = 'Run' AND column_name IN ('state', 'remainingToolCalls') ORDER BY column_name`;
    expect(columns).toEqual([
      { column_name: "remainingToolCalls", column_default: null, is_nullable: "YES" },
      { column_name: "state", column_default: null, is_nullable: "NO" },
    ]);
    expect(() => parseRunState({ version: 1 })).toThrow();
  });
});
