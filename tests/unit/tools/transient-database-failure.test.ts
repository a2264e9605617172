import { describe, expect, it } from "vitest";
import { guardDatabaseFailures } from "@/lib/tools/database-failure-guard";
import { transientDatabaseFailure } from "@/lib/tools/transient-database-failure";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";

// Issue 8, item 17: transient PostgreSQL failures are recognised in each shape handlers meet them in.
const withCode = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error("failed"), { code, ...extra });

describe("transientDatabaseFailure", () => {
  it.each([
    ["Prisma's write conflict", withCode("P2034"), "a write conflict or a deadlock"],
    ["Prisma's closed connection", withCode("P1017"), "the database closed the connection"],
    ["Prisma's pool timeout", withCode("P2024"), "no database connection was free in time"],
    ["pg's serialization failure", withCode("40001"), "a serialization failure"],
    ["pg's deadlock", withCode("40P01"), "a deadlock"],
    ["pg's lock timeout", withCode("55P03"), "a lock was not free in time"],
    ["pg's admin shutdown", withCode("57P01"), "the database is shutting down or starting"],
    ["pg's connection failure class", withCode("08006"), "the database connection failed"],
    ["a socket reset", withCode("ECONNRESET"), "the database connection was reset"],
    ["the adapter's kind", Object.assign(new Error("x"), { kind: "TransactionWriteConflict" }), "a write conflict or a deadlock"],
    ["the adapter error in Prisma's meta", withCode("P2010", { meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "40P01" } } } }), "a deadlock"],
    ["a cause chain", new Error("outer", { cause: withCode("40001") }), "a serialization failure"],
  ])("recognises %s", (_name, error, expected) => {
    expect(transientDatabaseFailure(error)).toBe(expected);
  });

  it.each([
    ["a unique violation", withCode("P2002")],
    ["a pg unique violation", withCode("23505")],
    ["a tool's own code", withCode("note_not_found")],
    ["a plain error", new Error("disk on fire")],
    ["a string", "oops"],
    ["null", null],
  ])("leaves %s alone", (_name, error) => {
    expect(transientDatabaseFailure(error)).toBeNull();
  });

  it("does not loop on a cause cycle", () => {
    const error = new Error("a") as Error & { cause?: unknown };
    error.cause = error;
    expect(transientDatabaseFailure(error)).toBeNull();
  });
});

describe("guardDatabaseFailures", () => {
  const context = { callId: "c" } as ToolContext;
  it("turns a transient failure into a retryable one with a code, and passes others through", async () => {
    const transient = guardDatabaseFailures(async () => {
      throw withCode("40001");
    });
    const failure = await transient(context, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ToolError);
    expect(failure).toMatchObject({ retryable: true, code: "database_unavailable", message: "database_unavailable: the database failed for a moment (a serialization failure)" });
    const plain = new Error("no such note");
    const other = guardDatabaseFailures(async () => {
      throw plain;
    });
    await expect(other(context, {})).rejects.toBe(plain);
  });
});
