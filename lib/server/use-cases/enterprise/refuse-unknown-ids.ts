import "server-only";
import { AppError } from "@/lib/contracts/api-error";

/**
 * A list of ids in a body are references: each must name a row of the caller's organisation, else a 422
 * naming the field and the id. Another organisation's id is as unknown as a made-up one (the same answer).
 */
export function refuseUnknownIds(wanted: readonly string[], found: ReadonlySet<string>, field: string, what: string): void {
  const details = wanted.flatMap((id, index) => (found.has(id) ? [] : [{ path: `${field}.${index}`, message: `No ${what} ${id} in your organisation.` }]));
  if (details.length === 0) return;
  const unknown = wanted.filter((id) => !found.has(id));
  throw new AppError("invalid_request", `${field} names no ${what} of your organisation: ${unknown.join(", ")}.`, { details });
}
