// A lock between processes of one machine, as a file created exclusively (O_EXCL): two starts of one agent's
// Chrome at once, or two calls driving one run's tab, wait for each other. The holder's pid is in the file,
// so a lock left by a process that died is taken over instead of waited on forever.

import { mkdir, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export type LockOutcome<Result> = { kind: "done"; result: Result } | { kind: "busy" };

const POLL_MS = 50;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function tryTake(file: string): Promise<boolean> {
  try {
    const handle = await open(file, "wx");
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const holder = Number((await readFile(file, "utf8").catch(() => "")).trim());
  // An empty file is a holder between open and write; only a named, dead holder is taken over.
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && !isAlive(holder)) await rm(file, { force: true });
  return false;
}

// Within one process the file alone cannot tell two holders apart (same pid), so they queue here first.
const queues = new Map<string, Promise<unknown>>();

async function withinProcess<Result>(file: string, work: () => Promise<Result>): Promise<Result> {
  const before = queues.get(file) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  const settled = mine.catch(() => undefined);
  queues.set(file, settled);
  try {
    return await mine;
  } finally {
    if (queues.get(file) === settled) queues.delete(file);
  }
}

/** Runs `work` holding the lock; gives up as `busy` after `waitMs` or when `signal` aborts. */
export function withFileLock<Result>(file: string, options: { waitMs: number; signal?: AbortSignal }, work: () => Promise<Result>): Promise<LockOutcome<Result>> {
  const giveUpAt = Date.now() + options.waitMs;
  return withinProcess(file, async (): Promise<LockOutcome<Result>> => {
    if (Date.now() >= giveUpAt || options.signal?.aborted) return { kind: "busy" };
    await mkdir(path.dirname(file), { recursive: true });
    while (!(await tryTake(file))) {
      if (Date.now() >= giveUpAt || options.signal?.aborted) return { kind: "busy" };
      await sleep(POLL_MS);
    }
    try {
      return { kind: "done", result: await work() };
    } finally {
      await rm(file, { force: true });
    }
  });
}
