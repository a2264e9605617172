// A run's tab on this machine: its CDP target id (a page cannot choose or change it, so another run's page
// cannot pass itself off as this run's tab) and the refs of its latest browser.extract with the role and
// name each had (snapshot-refs.ts). One small file per run under the agent's browser directory.

import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export type TabState = { targetId: string; refs: Record<string, string> };

/** A tab untouched this long belongs to a run long over: its tab is closed at the agent's next call. */
export const TAB_MAX_IDLE_MS = 6 * 60 * 60 * 1000;

const fileOf = (tabsDirectory: string, key: string) => path.join(tabsDirectory, `${key}.json`);

export async function readTab(tabsDirectory: string, key: string): Promise<TabState | null> {
  try {
    const parsed = JSON.parse(await readFile(fileOf(tabsDirectory, key), "utf8")) as Partial<TabState>;
    if (typeof parsed.targetId !== "string") return null;
    const refs = typeof parsed.refs === "object" && parsed.refs !== null ? parsed.refs : {};
    return { targetId: parsed.targetId, refs };
  } catch {
    return null;
  }
}

export async function writeTab(tabsDirectory: string, key: string, state: TabState): Promise<void> {
  await mkdir(tabsDirectory, { recursive: true });
  await writeFile(fileOf(tabsDirectory, key), JSON.stringify(state));
}

/** Forgets the tabs idle past TAB_MAX_IDLE_MS (never `keep`'s) and returns their target ids, to close. */
export async function takeIdleTabs(tabsDirectory: string, keep: string, now: number): Promise<string[]> {
  const names = await readdir(tabsDirectory).catch(() => [] as string[]);
  const idle: string[] = [];
  for (const name of names) {
    if (!name.endsWith(".json") || name === `${keep}.json`) continue;
    const file = path.join(tabsDirectory, name);
    const modified = await stat(file).then((info) => info.mtimeMs, () => now);
    if (now - modified < TAB_MAX_IDLE_MS) continue;
    const state = await readTab(tabsDirectory, name.slice(0, -".json".length));
    await rm(file, { force: true });
    if (state !== null) idle.push(state.targetId);
  }
  return idle;
}
