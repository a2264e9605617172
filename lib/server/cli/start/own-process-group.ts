import { spawn } from "node:child_process";

// Ctrl-C in a terminal sends SIGINT to every process of the foreground group at once: Next, the workers
// and the embedded PostgreSQL all stopped together, and the workers printed hundreds of lines of the
// database's "terminating connection" errors while they drained. So the launcher runs in a process group
// of its own, under a thin parent that turns the terminal's signal into one orderly stop: children first,
// then PostgreSQL.

const MARKER = "TOLLGATE_LAUNCHER_OWN_GROUP";

/** True inside the re-started launcher. */
export function inOwnProcessGroup(): boolean {
  return process.env[MARKER] === "1";
}

/**
 * Starts this same launcher again in a process group of its own and relays SIGINT/SIGTERM to it;
 * resolves with its exit code. Null when this process already is that launcher (or the platform has no
 * process groups), and the caller goes on to run it.
 */
export function relaunchInOwnProcessGroup(): Promise<number> | null {
  if (inOwnProcessGroup() || process.platform === "win32") return null;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, [MARKER]: "1" },
  });
  const relay = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.on("SIGINT", relay);
  process.on("SIGTERM", relay);
  return new Promise((resolve) => {
    child.once("error", () => resolve(1));
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Calls `onOrphaned` once when the parent that started this launcher is gone (say killed with `kill -9`). */
export function watchParent(onOrphaned: () => void, intervalMilliseconds = 1_000): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMilliseconds);
  timer.unref();
}
