import "server-only";
import { PgBoss } from "pg-boss";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";
import { databaseUrl } from "../db";

// One pg-boss per process. The web process only sends; workers also supervise (they notice a worker
// that stopped sending heartbeats and hand its job to another) and listen: each worker holds one dedicated
// connection that LISTENs for new jobs on notify queues (run-queue.ts), reconnects it with backoff when it
// drops (the drop is logged as a queue error) and fetches at once after reconnecting, for wakes it missed.
// Polling stays as the fallback.

export type BossRole = "sender" | "worker";

const globalForBoss = globalThis as unknown as { tollgateBoss?: Promise<PgBoss> };

/** `settings`: what the process's entry point read; the web process's sender reads them when first used. */
export async function startBoss(role: BossRole, connectionString: string = databaseUrl(), settings: Settings = readSettings()): Promise<PgBoss> {
  const superviseSeconds = settings.TOLLGATE_SUPERVISE_SECONDS;
  const boss = new PgBoss({
    connectionString,
    schema: "pgboss",
    supervise: role === "worker",
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    max: role === "worker" ? 6 : 3,
    useListenNotify: role === "worker",
  });
  boss.on("error", (error: unknown) => console.error("[tollgate] queue error", error));
  // e.g. listen_notify_unavailable: the worker then finds runs by polling only.
  boss.on("warning", (warning: { message: string }) => console.warn(`[tollgate] queue warning: ${warning.message}`));
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

/** Stops this process's sender, if one started (a script that ends, such as the bench, before its database goes). */
export async function stopSenderBoss(): Promise<void> {
  const started = globalForBoss.tollgateBoss;
  globalForBoss.tollgateBoss = undefined;
  if (started) await (await started).stop({ graceful: false });
}
