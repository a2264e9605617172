import { describe, expect, it } from "vitest";
import { createTally, writes } from "@/bench/compare/statement-meter";

// bench:compare judges "≤ 2 write commits a step" on this tally (cross-checked there against the server's
// transaction ids): a commit counts as a write commit exactly when its transaction wrote.

describe("the comparison's statement tally", () => {
  it("counts an explicit transaction once, as a write commit only when it wrote", () => {
    const tally = createTally();
    const client = {};
    for (const text of ["BEGIN", 'SELECT "id" FROM "Run" WHERE "id" = $1', 'INSERT INTO "Turn" ("id") VALUES ($1)', "COMMIT"]) tally.record(client, text);
    for (const text of ["BEGIN", 'SELECT "id" FROM "Run"', "COMMIT"]) tally.record(client, text);
    expect(tally.counts()).toEqual({ statements: 7, commits: 2, writeCommits: 1 });
  });

  it("counts each statement outside a transaction as its own commit, and a rollback as none", () => {
    const tally = createTally();
    const client = {};
    tally.record(client, 'SELECT "status" FROM "Run"');
    tally.record(client, 'UPDATE "Run" SET "status" = $1 WHERE "id" = $2');
    for (const text of ["BEGIN", 'INSERT INTO "Turn" ("id") VALUES ($1)', "ROLLBACK"]) tally.record(client, text);
    expect(tally.counts()).toEqual({ statements: 5, commits: 2, writeCommits: 1 });
  });

  it("keeps each client's transaction apart from another's", () => {
    const tally = createTally();
    const [first, second] = [{}, {}];
    tally.record(first, "BEGIN");
    tally.record(second, 'SELECT 1');
    tally.record(first, 'DELETE FROM "Gate" WHERE "id" = $1');
    tally.record(first, "COMMIT");
    expect(tally.counts()).toEqual({ statements: 4, commits: 2, writeCommits: 1 });
  });

  it("reads row locks, data-modifying CTEs and notifications as writes, and a column named updatedAt as none", () => {
    expect(writes('SELECT "id" FROM "Run" WHERE "id" = $1 FOR UPDATE')).toBe(true);
    expect(writes('WITH moved AS (UPDATE "Run" SET "status" = $1 RETURNING "id") SELECT * FROM moved')).toBe(true);
    expect(writes("SELECT pg_notify($1, $2)")).toBe(true);
    expect(writes('SELECT "updatedAt", "update_count" FROM "Run"')).toBe(false);
    expect(writes("select checkpoint from checkpoints where thread_id = $1")).toBe(false);
  });
});
