import { readFileSync } from "node:fs";
import path from "node:path";
import { postmasterPid } from "./postgres-process";

// Issue 12, item 6: the CLI finds the embedded PostgreSQL that `npm start` runs without being told its
// port. PostgreSQL writes it into <data>/postmaster.pid (the fourth line) for as long as it runs.

/** The port of the live PostgreSQL serving `dataDirectory`, or null when none runs there. */
export function runningPostgresPort(dataDirectory: string): number | null {
  if (postmasterPid(dataDirectory) === null) return null;
  try {
    const port = Number(readFileSync(path.join(dataDirectory, "postmaster.pid"), "utf8").split("\n")[3]);
    return Number.isInteger(port) && port > 0 && port < 65_536 ? port : null;
  } catch {
    return null;
  }
}
