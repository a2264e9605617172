import "server-only";
import { redactStrings } from "@/lib/runtime/results/redact-in-handler";
import { createResultRedactor } from "@/lib/runtime/results/redact-secrets";
import type { SecretValues } from "@/lib/runtime/ports";
import type { Database } from "../db";
import { createPrismaSecretValues } from "./prisma-secret-values";

/**
 * CONTRACT.md, Secrets: what the model wrote is shown with every secret value redacted — the same redactor
 * as the result pipeline, on text as text and on JSON by its leaves (so arguments stay valid JSON).
 */
export type ViewRedactor = { text(value: string): string; textOrNull(value: string | null): string | null; json<Value>(value: Value): Value };

export function viewRedactorOf(values: readonly string[]): ViewRedactor {
  const redactor = createResultRedactor(values);
  return {
    text: (value) => redactor.redact(value),
    textOrNull: (value) => (value === null ? null : redactor.redact(value)),
    // Same shape out as in (strings and keys replaced), so the JSON type of a column is kept.
    json: <Value>(value: Value) => (redactor.count === 0 ? value : (redactStrings(value, redactor.redact) as Value)),
  };
}

/** The values of the organisation's agents named, through the SecretValues port (one read per agent). */
export async function viewRedactorFor(secrets: SecretValues, organisationId: string, agentIds: Iterable<string>): Promise<ViewRedactor> {
  const distinct = [...new Set(agentIds)];
  const values = await Promise.all(distinct.map((agentId) => secrets.valuesFor(organisationId, agentId)));
  return viewRedactorOf(values.flat());
}

/** The same, read from PostgreSQL: what the backend's views (runs, gates) use before they answer. */
export function databaseViewRedactor(database: Database, organisationId: string, agentIds: Iterable<string>): Promise<ViewRedactor> {
  return viewRedactorFor(createPrismaSecretValues(database), organisationId, agentIds);
}
