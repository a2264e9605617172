import path from "node:path";
import { APP_POSTGRES_PORT } from "./embedded-postgres";

// Where `npm start` and the CLI keep their state: .data/ by default, TOLLGATE_DATA_DIR to move it
// (the e2e journeys use their own), with the embedded PostgreSQL in <data>/pg.

export function dataDirectory(): string {
  return path.resolve(process.env.TOLLGATE_DATA_DIR ?? ".data");
}

export function appPostgresPort(): number {
  const configured = process.env.TOLLGATE_PG_PORT;
  if (configured === undefined || configured === "") return APP_POSTGRES_PORT;
  const port = Number(configured);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`TOLLGATE_PG_PORT must be a port number, not "${configured}".`);
  }
  return port;
}
