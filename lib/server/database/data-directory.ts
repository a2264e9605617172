import path from "node:path";
import { readSettings } from "@/lib/settings/read-settings";

// Where `npm start` and the CLI keep their state: .data/ by default, TOLLGATE_DATA_DIR to move it
// (the e2e journeys use their own), with the embedded PostgreSQL in <data>/pg on TOLLGATE_PG_PORT (54320).

export function dataDirectory(): string {
  return path.resolve(readSettings().TOLLGATE_DATA_DIR);
}

export function appPostgresPort(): number {
  return readSettings().TOLLGATE_PG_PORT;
}
