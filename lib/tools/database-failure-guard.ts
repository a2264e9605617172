// Every handler is wrapped so a transient database failure (transient-database-failure.ts) reaches the
// runtime as a retryable failure: the runtime retries it when the tool's retry safety allows (`safe`,
// `idempotent`) and reports it as an unknown outcome for an `unsafe` tool, which is never repeated.

import { ToolError, type ToolHandler, type ToolOutput } from "@/lib/runtime/ports";
import { transientDatabaseFailure } from "./transient-database-failure";

/** The retryable tool error a transient database failure becomes; `what` says which failure it was. */
export function databaseUnavailable(what: string, cause: unknown): ToolError {
  return new ToolError("database_unavailable", `the database failed for a moment (${what})`, { retryable: true, cause });
}

export function guardDatabaseFailures<Output extends ToolOutput>(handler: ToolHandler<Output>): ToolHandler<Output> {
  return async (context, input) => {
    try {
      return await handler(context, input);
    } catch (error) {
      const what = transientDatabaseFailure(error);
      throw what === null ? error : databaseUnavailable(what, error);
    }
  };
}
