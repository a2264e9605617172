// Attaching Playwright to the agent's own Chrome (seed "tools in a run", Browser calls: the helper attaches at
// the DevTools port and leaves Chrome running) and finding the run's tab again. A tab is found by its CDP
// target id, which the handler keeps per run on the machine's disk: a page cannot choose or change it, so a
// hostile page cannot pass itself off as another run's tab the way a title or a URL could.

import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import type { Deadline } from "./deadline";
import { firstLine, HelperError } from "./helper-error";

export async function connectToChrome(port: number, deadline: Deadline, downloadsDirectory: string | null = null): Promise<Browser> {
  try {
    const artifacts = downloadsDirectory === null ? {} : { artifactsDir: downloadsDirectory };
    return await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: deadline.step(15_000), ...artifacts });
  } catch (error) {
    throw new HelperError("browser_unreachable", `nothing answers as Chrome at 127.0.0.1:${port} (${firstLine(error)})`);
  }
}

export async function targetIdOf(context: BrowserContext, page: Page): Promise<string> {
  const session = await context.newCDPSession(page);
  try {
    const { targetInfo } = (await session.send("Target.getTargetInfo")) as { targetInfo: { targetId: string } };
    return targetInfo.targetId;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

async function findTab(context: BrowserContext, targetId: string): Promise<Page | null> {
  for (const page of context.pages()) {
    const id = await targetIdOf(context, page).catch(() => null);
    if (id === targetId) return page;
  }
  return null;
}

export type AttachedTab = { context: BrowserContext; page: Page; targetId: string; opened: boolean };

/** The run's tab, or a new one when it has none yet (or Chrome was restarted and the old one is gone). */
export async function attachTab(browser: Browser, targetId: string | null): Promise<AttachedTab> {
  const context = browser.contexts()[0];
  if (context === undefined) throw new HelperError("browser_unavailable", "the agent's Chrome has no default browser context");
  const found = targetId === null ? null : await findTab(context, targetId);
  if (found !== null) return { context, page: found, targetId: targetId!, opened: false };
  const page = await context.newPage();
  return { context, page, targetId: await targetIdOf(context, page), opened: true };
}

/** Closes the tabs of runs long gone (handler's tab files past their age), through the browser target. */
export async function closeTargets(browser: Browser, targetIds: readonly string[]): Promise<void> {
  if (targetIds.length === 0) return;
  const session = await browser.newBrowserCDPSession();
  try {
    for (const targetId of targetIds) await session.send("Target.closeTarget", { targetId }).catch(() => undefined);
  } finally {
    await session.detach().catch(() => undefined);
  }
}
