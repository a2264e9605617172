import type { RunStatus } from "./api-types";

/** A run in one of these states may still change: the console keeps polling it. */
export function isRunLive(status: RunStatus): boolean {
  return status === "queued" || status === "running" || status === "waiting";
}
