// The SMTP listener (CONTRACT.md "Mail"): `npm start` runs it when TOLLGATE_SMTP_PORT is set. It takes mail
// for members' addresses at TOLLGATE_SMTP_HOST:TOLLGATE_SMTP_PORT and files it in their inboxes.
import { createPrismaClient, databaseUrl } from "../lib/server/db";
import { createMailListener } from "../lib/server/mail/mail-listener";
import { readSettings } from "../lib/settings/read-settings";

async function main(): Promise<void> {
  const settings = readSettings();
  const port = settings.TOLLGATE_SMTP_PORT;
  if (port === undefined) throw new Error("TOLLGATE_SMTP_PORT is not set: there is no port to listen on.");
  const database = createPrismaClient(databaseUrl(settings));
  const listener = createMailListener(database, () => settings, { error: (message) => console.error(`[tollgate] ${message}`) });
  listener.on("error", (error) => console.error(`[tollgate] mail listener: ${error.message}`));
  await new Promise<void>((resolve) => listener.listen(port, settings.TOLLGATE_SMTP_HOST, resolve));
  console.log(`[tollgate] mail listener ${process.pid} takes members' mail at smtp://${settings.TOLLGATE_SMTP_HOST}:${port}`);
  const stop = (signal: string) => {
    console.log(`[tollgate] mail listener ${process.pid} stopping (${signal})`);
    listener.close(() => void database.$disconnect().then(() => process.exit(0)));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("[tollgate] mail listener failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
