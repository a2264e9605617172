import "server-only";
import { PgBoss } from "pg-boss";
import { databaseUrl } from "../db";

// One pg-boss per process. The web process only sends; workers also supervise (they notice a worker
// that stopped sending heartbeats and hand its job to another).

export type BossRole = "sender" | "worker";

const globalForBoss = globalThis as unknown as { tollgateBoss?: Promise<PgBoss> };

function superviseSeconds(): number {
  const value = Number(process.env.TOLLGATE_SUPERVISE_SECONDS ?? "5");
  return Number.isFinite(value) && value >= 1 ? value : 5;
}

export async function startBoss(role: BossRole, connectionString: string = databaseUrl()): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    schema: "pgboss",
    supervise: role === "worker",
    superviseIntervalSeconds: superviseSeconds(),
    monitorIntervalSeconds: superviseSeconds(),
    max: role === "worker" ? 6 : 3,
  });
  boss.on("error", (error: unknown) => console.error("[tollgate] queue error", error));
  await boss.start();
  return boss;
}

/** The sender for this process (route handlers, use cases). */
export function senderBoss(): Promise<PgBoss> {
  globalForBoss.tollgateBoss ??= startBoss("sender").catch((error: unknown) => {
    globalForBoss.tollgateBoss = undefined;
    throw error;
  });
  return globalForBoss.tollgateBoss;
}
