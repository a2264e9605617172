// Issue 8, item 17: a PostgreSQL failure that says nothing about the call itself — a serialization failure,
// a deadlock, a dropped or refused connection, a server shutting down, a full connection pool — is worth
// repeating. Handlers reach PostgreSQL through Prisma's pg adapter or through pg directly, so the failure
// is recognised in every shape they surface it in: Prisma's code, the adapter's kind, PostgreSQL's SQLSTATE,
// Node's socket error code, along the `cause` chain.

const prismaCodes: Record<string, string> = {
  P1001: "the database could not be reached",
  P1002: "the database timed out",
  P1008: "the database operation timed out",
  P1017: "the database closed the connection",
  P2024: "no database connection was free in time",
  P2034: "a write conflict or a deadlock",
  P2037: "too many database connections",
};

const adapterKinds: Record<string, string> = {
  TransactionWriteConflict: "a write conflict or a deadlock",
  ConnectionClosed: "the database closed the connection",
  DatabaseNotReachable: "the database could not be reached",
  SocketTimeout: "the database timed out",
  TooManyConnections: "too many database connections",
};

/** SQLSTATE classes and codes (PostgreSQL appendix A) that a repeat may get past. */
function describeSqlState(state: string): string | null {
  if (state === "40001") return "a serialization failure";
  if (state === "40P01") return "a deadlock";
  if (state === "55P03") return "a lock was not free in time";
  if (state === "53300") return "too many database connections";
  if (state.startsWith("08")) return "the database connection failed";
  if (state === "57P01" || state === "57P02" || state === "57P03") return "the database is shutting down or starting";
  return null;
}

const socketCodes: Record<string, string> = {
  ECONNRESET: "the database connection was reset",
  ECONNREFUSED: "the database refused the connection",
  EPIPE: "the database connection broke",
  ETIMEDOUT: "the database connection timed out",
};

type ErrorShape = { code?: unknown; kind?: unknown; originalCode?: unknown; meta?: { driverAdapterError?: unknown }; cause?: unknown };

function describeOne(error: ErrorShape): string | null {
  const code = typeof error.code === "string" ? error.code : null;
  const originalCode = typeof error.originalCode === "string" ? error.originalCode : null;
  const kind = typeof error.kind === "string" ? error.kind : null;
  return (
    (code && (prismaCodes[code] ?? socketCodes[code] ?? (/^[0-9A-Z]{5}$/.test(code) ? describeSqlState(code) : null))) ??
    (originalCode && (describeSqlState(originalCode) ?? socketCodes[originalCode] ?? null)) ??
    (kind && (adapterKinds[kind] ?? null)) ??
    null
  );
}

/** What transient database failure `error` is (a phrase for the model and the log), or null when it is none. */
export function transientDatabaseFailure(error: unknown): string | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === "object" && current !== null && !seen.has(current)) {
    seen.add(current);
    const shape = current as ErrorShape;
    const found = describeOne(shape) ?? (shape.meta?.driverAdapterError ? transientDatabaseFailure(shape.meta.driverAdapterError) : null);
    if (found) return found;
    current = shape.cause;
  }
  return null;
}
