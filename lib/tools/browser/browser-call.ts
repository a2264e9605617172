// One browser call, whatever its verb (seed "tools in a run", Browser calls): the agent's slot and port, its
// Chrome started when it is not running, the run's own tab (one per run, so two runs of one agent never
// drive the same page; the playground has its own), the helper run with the call's time, and the tab
// remembered for the run's next call.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { agentScopeOf } from "../agent-scope";
import { agentBrowserDirectories, tabKeyOf } from "./browser-directories";
import { failureOfHelper, failureOfRun } from "./browser-failure";
import type { BrowserSettings } from "./browser-settings";
import { browserSlotOf, devToolsPort } from "./browser-slot";
import { ensureChrome } from "./chrome-process";
import { withFileLock } from "./file-lock";
import type { HelperAnswer, VerbInput } from "./helper-protocol";
import { runBrowserHelper } from "./helper-runner";
import { readTab, takeIdleTabs, writeTab, type TabState } from "./tab-state";

export type BrowserAnswer = Extract<HelperAnswer, { ok: true }>;

/** What the verb needs from the run's tab before it runs: a ref's role and name as extract last showed it. */
export type VerbOfTab = (tab: TabState | null) => VerbInput;

// Screenshots and downloads come back in base64; the bound leaves room for both at their limits.
const outputBound = (settings: BrowserSettings) => Math.max(48 * 1024 * 1024, Math.ceil(settings.fileMaxBytes * 1.4) + 1024 * 1024);

const TAB_WAIT_MS = 20_000;

export async function callBrowser(db: PrismaClient, settings: BrowserSettings, context: ToolContext, verbOf: VerbOfTab): Promise<BrowserAnswer> {
  const signal = context.signal;
  const port = devToolsPort(settings.basePort, await browserSlotOf(db, agentScopeOf(context)));
  const directories = agentBrowserDirectories(settings.browsersDirectory, context.agentId);
  const key = tabKeyOf(context.runId);
  const lock = `${directories.tabs}/${key}.lock`;
  const outcome = await withFileLock(lock, { waitMs: Math.min(TAB_WAIT_MS, settings.helperBudgetMs), signal }, async () => {
    const tab = await readTab(directories.tabs, key);
    const input = verbOf(tab);
    const closeTargets = await takeIdleTabs(directories.tabs, key, Date.now());
    const chromeRequest = { port, directories, chromiumPath: settings.chromiumPath, browserUser: settings.browserUser, signal };
    let chrome = await ensureChrome(chromeRequest);
    for (let attempt = 1; ; attempt += 1) {
      if (chrome.kind === "busy") throw new ToolError("browser_unavailable", "the agent's Chrome is being started by another call and did not come up in time");
      if (chrome.kind === "unavailable") throw new ToolError("browser_unavailable", chrome.reason);
      const run = await runBrowserHelper(
        { port, targetId: tab?.targetId ?? null, closeTargets, budgetMs: settings.helperBudgetMs, input, downloadsDirectory: directories.downloads },
        { signal, outputMaxBytes: outputBound(settings) },
      );
      if (run.kind !== "answered") throw failureOfRun(run, settings.helperBudgetMs);
      const { answer } = run;
      // A Chrome that looks alive but does not answer (hung, or its pid reused) is started again, once.
      if (!answer.ok && answer.code === "browser_unreachable" && attempt === 1 && !chrome.started) {
        chrome = await ensureChrome({ ...chromeRequest, restart: true });
        continue;
      }
      const targetId = answer.targetId;
      if (targetId !== null) {
        const sameTab = tab !== null && tab.targetId === targetId;
        const refs = answer.ok && answer.result.verb === "extract" ? answer.result.refs : sameTab ? tab.refs : {};
        await writeTab(directories.tabs, key, { targetId, refs });
      }
      if (!answer.ok) throw failureOfHelper(answer.code, answer.message);
      return answer;
    }
  });
  if (outcome.kind === "busy") throw new ToolError("browser_busy", "another call of this run is still using its tab; call again once it has answered");
  return outcome.result;
}
