// Every handler is wrapped so a transient database failure (transient-database-failure.ts) reaches the
// runtime as a retryable failure: the runtime retries it when the tool's retry safety allows (`safe`,
// `idempotent`) and reports it as an unknown outcome for an `unsafe` tool, which is never repeated.

import { RetryableToolError, type ToolHandler, type ToolOutput } from "@/lib/runtime/ports";
import { transientDatabaseFailure } from "./transient-database-failure";

export class TransientDatabaseFailure extends RetryableToolError {
  readonly code = "database_unavailable";
  constructor(what: string, cause: unknown) {
    super(`database_unavailable: the database failed for a moment (${what})`);
    this.name = "TransientDatabaseFailure";
    this.cause = cause;
  }
}

export function guardDatabaseFailures<Output extends ToolOutput>(handler: ToolHandler<Output>): ToolHandler<Output> {
  return async (context, input) => {
    try {
      return await handler(context, input);
    } catch (error) {
      const what = transientDatabaseFailure(error);
      throw what === null ? error : new TransientDatabaseFailure(what, error);
    }
  };
}
