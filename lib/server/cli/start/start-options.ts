// What `npm start` reads: --dev, PORT (3000), HOST (127.0.0.1: the console is not exposed unless asked),
// WORKERS (1). The data folder and PostgreSQL port come from lib/server/database/data-directory.ts.

export type StartOptions = { dev: boolean; port: number; host: string; workers: number };

function integer(name: string, fallback: number, minimum: number, maximum: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum || value > maximum) {
    throw new Error(`${name} must be a whole number from ${minimum} to ${maximum}, not "${text}".`);
  }
  return value;
}

export function readStartOptions(commandLine: readonly string[]): StartOptions {
  const unknown = commandLine.filter((argument) => argument !== "--dev");
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(" ")}. The only option is --dev.`);
  return {
    dev: commandLine.includes("--dev"),
    port: integer("PORT", 3000, 1, 65_535),
    host: process.env.HOST || "127.0.0.1",
    workers: integer("WORKERS", 1, 0, 64),
  };
}

/** The address to print: a wildcard host is reached as localhost. */
export function publicUrl(options: StartOptions): string {
  const host = options.host === "0.0.0.0" || options.host === "::" ? "localhost" : options.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${options.port}`;
}
