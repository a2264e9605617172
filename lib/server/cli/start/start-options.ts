// What `npm start` reads: --dev, PORT (3000), HOST (127.0.0.1: the console is not exposed unless asked),
// WORKERS (1), as lib/settings/environment-schema.ts declares them. Reading them checks every setting, so a
// malformed one stops the start with its name. The data folder and PostgreSQL port come from
// lib/server/database/data-directory.ts.

import { readSettings } from "@/lib/settings/read-settings";

export type StartOptions = { dev: boolean; port: number; host: string; workers: number };

export function readStartOptions(commandLine: readonly string[]): StartOptions {
  const unknown = commandLine.filter((argument) => argument !== "--dev");
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(" ")}. The only option is --dev.`);
  const settings = readSettings();
  return { dev: commandLine.includes("--dev"), port: settings.PORT, host: settings.HOST, workers: settings.WORKERS };
}

/** The address to print: a wildcard host is reached as localhost. */
export function publicUrl(options: StartOptions): string {
  const host = options.host === "0.0.0.0" || options.host === "::" ? "localhost" : options.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${options.port}`;
}
