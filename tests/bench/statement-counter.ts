// Counts what the bench's process sends to PostgreSQL, at the driver (every pg.Client the Prisma adapter
// uses): statements, commits (an explicit COMMIT, or a statement outside a transaction, which commits on
// its own) and write commits (those that wrote). A label set while a tool's handler runs lets the bench
// tell the loop's own work from what the tool does.

import pg from "pg";

export type StatementCounts = { statements: number; commits: number; writeCommits: number; milliseconds: number };

type Tally = { loop: StatementCounts; handler: StatementCounts };

const WRITE = /^\s*(insert|update|delete|with\b[\s\S]*\b(insert|update|delete)\b)/i;

function zero(): StatementCounts {
  return { statements: 0, commits: 0, writeCommits: 0, milliseconds: 0 };
}

export type StatementCounter = {
  snapshot(): Tally;
  /** Statements sent while `body` runs are counted as the handler's. */
  asHandler<Value>(body: () => Promise<Value>): Promise<Value>;
  stop(): void;
};

type Transactional = { inTransaction?: boolean; wrote?: boolean };

export function startStatementCounter(): StatementCounter {
  const tally: Tally = { loop: zero(), handler: zero() };
  let handlerDepth = 0;
  const prototype = pg.Client.prototype as unknown as { query: (...parameters: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function counted(this: Transactional, ...parameters: unknown[]) {
    const first = parameters[0];
    const text = typeof first === "string" ? first : typeof first === "object" && first !== null ? String((first as { text?: unknown }).text ?? "") : "";
    const bucket = handlerDepth > 0 ? tally.handler : tally.loop;
    const verb = text.trim().toUpperCase();
    if (verb === "BEGIN" || verb.startsWith("BEGIN ")) {
      this.inTransaction = true;
      this.wrote = false;
    } else if (verb === "COMMIT") {
      bucket.commits += 1;
      if (this.wrote) bucket.writeCommits += 1;
      this.inTransaction = false;
    } else if (verb === "ROLLBACK") {
      this.inTransaction = false;
    } else {
      bucket.statements += 1;
      const writes = WRITE.test(text);
      if (this.inTransaction) {
        if (writes) this.wrote = true;
      } else {
        bucket.commits += 1;
        if (writes) bucket.writeCommits += 1;
      }
    }
    return original.apply(this, parameters);
  };
  return {
    snapshot: () => structuredClone(tally),
    async asHandler(body) {
      handlerDepth += 1;
      const started = process.hrtime.bigint();
      try {
        return await body();
      } finally {
        handlerDepth -= 1;
        tally.handler.milliseconds += Number(process.hrtime.bigint() - started) / 1e6;
      }
    },
    stop: () => {
      prototype.query = original;
    },
  };
}

export function difference(after: StatementCounts, before: StatementCounts): StatementCounts {
  return {
    statements: after.statements - before.statements,
    commits: after.commits - before.commits,
    writeCommits: after.writeCommits - before.writeCommits,
    milliseconds: after.milliseconds - before.milliseconds,
  };
}
