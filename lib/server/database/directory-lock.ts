import { mkdirSync, rmSync, statSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

// A lock between processes on one machine: mkdir is atomic. Two launchers starting the same data folder
// at once (two test runs, `npm start` and the CLI) would otherwise both run initdb or both start postgres.

const STALE_AFTER_MILLISECONDS = 120_000;

function tryCreate(lockPath: string): boolean {
  try {
    mkdirSync(lockPath);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code !== "EEXIST") throw error;
    return false;
  }
}

function isStale(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs > STALE_AFTER_MILLISECONDS;
  } catch {
    return false; // released meanwhile
  }
}

/** Runs `work` while holding `lockPath`; a lock older than two minutes is taken to be left by a killed process. */
export async function withDirectoryLock<T>(lockPath: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + STALE_AFTER_MILLISECONDS + 10_000;
  while (!tryCreate(lockPath)) {
    if (isStale(lockPath)) rmSync(lockPath, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`Timed out waiting for the lock ${lockPath}.`);
    else await sleep(100);
  }
  try {
    return await work();
  } finally {
    rmSync(lockPath, { recursive: true, force: true });
  }
}
