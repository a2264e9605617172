import "server-only";
import { createSecretRedactor } from "@/lib/runtime/results/redact-secrets";
import type { Database } from "../db";
import { createPrismaSecretValues } from "../runtime/prisma-secret-values";

// Issue 8, item 7: a run's job failed twenty times and the operational log never said why. Every failure
// of a job is logged with its cause before pg-boss retries it — redacted, since a database error can quote
// the values it refused, and those may be what a model wrote.

const LONGEST_LOGGED_CHARACTERS = 4_000;

async function redactorFor(database: Database, runId: string): Promise<(text: string) => string> {
  try {
    const run = await database.run.findUnique({ where: { id: runId }, select: { organisationId: true, agentId: true } });
    if (run === null) return (text) => text;
    const values = await createPrismaSecretValues(database).valuesFor(run.organisationId, run.agentId);
    return createSecretRedactor(values).redact;
  } catch {
    // The database that failed the job may be what is down: the log still gets the cause, less the values
    // of secrets, which this worker could not read either.
    return (text) => text;
  }
}

export function describeFailure(error: unknown): string {
  const code = error instanceof Error && "code" in error && typeof error.code === "string" ? `[${error.code}] ` : "";
  // A stack already begins with "<name>: <message>".
  const text = error instanceof Error ? `${code}${error.stack ?? `${error.name}: ${error.message}`}` : String(error);
  return text.length > LONGEST_LOGGED_CHARACTERS ? `${text.slice(0, LONGEST_LOGGED_CHARACTERS)}… [${text.length - LONGEST_LOGGED_CHARACTERS} more characters]` : text;
}

export async function logJobFailure(database: Database, what: string, runId: string | null, error: unknown): Promise<void> {
  const redact = runId === null ? (text: string) => text : await redactorFor(database, runId);
  console.error(`[tollgate] ${what} failed; the job will be retried: ${redact(describeFailure(error))}`);
}
