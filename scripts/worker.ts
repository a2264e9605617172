// A worker process: advances runs from the queue. `npm start` runs one; run more to scale out.
import { createPrismaClient, databaseUrl } from "../lib/server/db";
import { startWorker } from "../lib/server/queue/start-worker";
import { readSettings } from "../lib/settings/read-settings";
import { shutdownTelemetry } from "../lib/server/telemetry/telemetry";

async function main(): Promise<void> {
  // Read once, here: every setting is checked at start (a malformed one stops the worker with its name) and
  // handed to what the worker runs (issue 17, item 4).
  const settings = readSettings();
  const url = databaseUrl(settings);
  const database = createPrismaClient(url);
  const worker = await startWorker(database, url, () => settings);
  console.log(`[tollgate] worker ${process.pid} is taking runs`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[tollgate] worker ${process.pid} stopping (${signal})`);
    await worker.stop();
    await shutdownTelemetry();
    await database.$disconnect();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("[tollgate] worker failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
