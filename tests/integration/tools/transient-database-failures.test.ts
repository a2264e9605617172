import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as postAgent } from "@/app/v1/agents/route";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, read, type Team } from "../api/api-fixtures";

// Issue 8, item 17: transient PostgreSQL failures inside handlers. A real fault, raised by PostgreSQL itself
// on the wire: a trigger fails the first N writes to a table with SQLSTATE 40001 (serialization_failure).
// A sequence counts the failures because it is not rolled back with the failed transaction.
// Prisma reports it as P2034 ("a write conflict or a deadlock"). An idempotent tool (note_write) is retried and succeeds; an unsafe one (record_create) is not repeated
// and is reported as an unknown outcome.

const prisma = testPrisma();
let team: Team;
let agentId: string;

type Answer = { outcome: string; code: string | null; result: string; metadata: { attempts: number; error: string | null } };

async function injectFaults(table: "Note" | "AgentRecord", failures: number): Promise<void> {
  await prisma.$executeRawUnsafe(`CREATE SEQUENCE IF NOT EXISTS fault_injection_count`);
  await prisma.$executeRawUnsafe(`ALTER SEQUENCE fault_injection_count RESTART WITH 1`);
  await prisma.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION fault_injection() RETURNS trigger AS $$
    BEGIN
      IF nextval('fault_injection_count') <= TG_ARGV[0]::int THEN
        RAISE EXCEPTION 'could not serialize access (injected)' USING ERRCODE = '40001';
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`);
  await prisma.$executeRawUnsafe(`CREATE TRIGGER fault_injection BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fault_injection('${failures}')`);
}

async function removeFaults(): Promise<void> {
  await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS fault_injection ON "Note"`);
  await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS fault_injection ON "AgentRecord"`);
}

async function call(tool: string, toolArguments: Record<string, unknown>): Promise<Answer> {
  const answer = await read<Answer>(await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { agentId, tool, arguments: toolArguments } }), noParams));
  expect(answer.status).toBe(200);
  return answer.body;
}

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  const created = await read<{ id: string }>(
    await postAgent(apiRequest("/v1/agents", { token: team.adminToken, body: { name: "Faulty store agent", bindings: { note: true, record: true } } }), noParams),
  );
  agentId = created.body.id;
});

afterEach(removeFaults);
afterAll(removeFaults);

describe("transient database failures inside handlers", () => {
  it("retries an idempotent tool past a serialization failure, with the attempts recorded", async () => {
    await injectFaults("Note", 1);
    const answer = await call("note_write", { title: "plan", content: "ship on Friday" });
    expect(answer).toMatchObject({ outcome: "ok", code: null, metadata: { attempts: 2 } });
    expect(await prisma.note.count({ where: { agentId, title: "plan" } })).toBe(1);
  });

  it("gives up after the attempts allowed, saying what failed", async () => {
    await injectFaults("Note", 100);
    const answer = await call("note_write", { title: "plan b", content: "never stored" });
    expect(answer).toMatchObject({ outcome: "tool_error", code: "database_unavailable", metadata: { attempts: 3 } });
    expect(answer.result).toMatch(/^ERROR: database_unavailable: the database failed for a moment \(a write conflict or a deadlock\) \(after 3 attempts\)/);
  });

  it("never repeats an unsafe tool, and reports its outcome as unknown", async () => {
    await injectFaults("AgentRecord", 1);
    const answer = await call("record_create", { collection: "leads", data: { name: "Globex" } });
    expect(answer).toMatchObject({ outcome: "tool_error", code: "outcome_unknown", metadata: { attempts: 1 } });
    expect(answer.result).toMatch(/whether the call took effect is unknown, and it is not repeated/);
    expect(await prisma.agentRecord.count({ where: { agentId } })).toBe(0);
  });
});
