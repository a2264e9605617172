import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/server/database/migrate";
import { DEFAULT_MIGRATIONS_DIRECTORY } from "@/lib/server/database/migration-files";
import { withClient } from "@/lib/server/database/postgres-connection";
import { createScratchDatabase, type ScratchDatabase } from "../../support/test-database";

// Issue 12, item 1: the migration to task-scoped context keeps every existing value, scoped as it would have
// been read: by every task of its organisation and every unfinished run of its agent without a task; a value
// with no such reader is kept in the scope "agent", which no run reads. Task-layer memory likewise; versions
// (issue 12, item 7): each existing task is its version 1, and its runs ran that version.

const SCOPED = "20261201200000_task_scoped_context";

let database: ScratchDatabase;
let folder: string;

async function query<Row>(sql: string, values: unknown[] = []): Promise<Row[]> {
  return withClient(database.url, async (client) => (await client.query(sql, values)).rows as Row[]);
}

beforeAll(async () => {
  database = await createScratchDatabase("context_migration");
  // The migrations as they were before this one: the database holds rows written by the old code.
  folder = mkdtempSync(path.join(os.tmpdir(), "tollgate-before-scopes-"));
  for (const name of readdirSync(DEFAULT_MIGRATIONS_DIRECTORY).filter((entry) => entry < SCOPED && !entry.endsWith(".toml"))) {
    cpSync(path.join(DEFAULT_MIGRATIONS_DIRECTORY, name), path.join(folder, name), { recursive: true });
  }
  await migrateDatabase({ connectionString: database.url, migrationsDirectory: folder });
  await query(`INSERT INTO "Organisation" (id, name) VALUES ('org', 'Org'), ('lonely', 'No tasks')`);
  await query(`INSERT INTO "Agent" (id, "organisationId", name) VALUES ('agent', 'org', 'A'), ('alone', 'lonely', 'B')`);
  await query(`INSERT INTO "Task" (id, "organisationId", name, tools, gates) VALUES ('t1', 'org', 'One', '{os.set_context}', '{}'), ('t2', 'org', 'Two', '{}', '{}')`);
  await query(`INSERT INTO "Conversation" (id, "organisationId", "agentId") VALUES ('c', 'org', 'agent'), ('c2', 'lonely', 'alone')`);
  const run = `INSERT INTO "Run" (id, "organisationId", "conversationId", "agentId", "taskId", kind, status, input, model, state)
    VALUES ($1, 'org', 'c', 'agent', $2, 'direct', $3, 'x', '{}', '{"version": 1}')`;
  await query(run, ["waiting-no-task", null, "waiting"]);
  await query(run, ["done-no-task", null, "succeeded"]);
  await query(run, ["run-of-t1", "t1", "succeeded"]);
  await query(`INSERT INTO "ContextItem" ("organisationId", "agentId", key, value) VALUES ('org', 'agent', 'customer', 'Globex'), ('lonely', 'alone', 'kept', 'yes')`);
  await query(`INSERT INTO "MemoryEntry" ("organisationId", "agentId", layer, scope, content) VALUES
    ('org', 'agent', 'task', 't1', 'of task one'), ('org', 'agent', 'task', '', 'without a task'), ('org', 'agent', 'member', 'u', 'a member note')`);
  await migrateDatabase({ connectionString: database.url });
});

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await database.drop();
});

describe("the migration to task-scoped context", () => {
  it("copies a value into every task of its organisation and every unfinished run without a task", async () => {
    const rows = await query<{ agentId: string; scope: string; key: string; value: string }>(
      `SELECT "agentId", scope, key, value FROM "ContextItem" ORDER BY "agentId", scope`,
    );
    expect(rows).toEqual([
      { agentId: "agent", scope: "run:waiting-no-task", key: "customer", value: "Globex" },
      { agentId: "agent", scope: "task:t1", key: "customer", value: "Globex" },
      { agentId: "agent", scope: "task:t2", key: "customer", value: "Globex" },
      { agentId: "alone", scope: "agent", key: "kept", value: "yes" },
    ]);
  });

  it("prefixes a task's notes, copies notes trained without a task, and leaves other layers alone", async () => {
    const rows = await query<{ layer: string; scope: string; content: string }>(`SELECT layer, scope, content FROM "MemoryEntry" ORDER BY layer, scope, content`);
    expect(rows).toEqual([
      { layer: "member", scope: "u", content: "a member note" },
      { layer: "task", scope: "", content: "without a task" },
      { layer: "task", scope: "run:waiting-no-task", content: "without a task" },
      { layer: "task", scope: "task:t1", content: "of task one" },
      { layer: "task", scope: "task:t1", content: "without a task" },
      { layer: "task", scope: "task:t2", content: "without a task" },
    ]);
  });

  it("makes each task its version 1, and each run of a task a run of that version", async () => {
    expect(await query(`SELECT "taskId", version, name, tools FROM "TaskVersion" ORDER BY "taskId"`)).toEqual([
      { taskId: "t1", version: 1, name: "One", tools: ["os.set_context"] },
      { taskId: "t2", version: 1, name: "Two", tools: [] },
    ]);
    expect(await query(`SELECT id, "taskVersion" FROM "Run" ORDER BY id`)).toEqual([
      { id: "done-no-task", taskVersion: null },
      { id: "run-of-t1", taskVersion: 1 },
      { id: "waiting-no-task", taskVersion: null },
    ]);
  });
});
