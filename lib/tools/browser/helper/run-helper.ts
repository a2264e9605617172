// The browser helper's one job (seed "tools in a run", Browser calls): attach to the agent's Chrome, answer
// every request through the egress policy while attached, find the run's tab (or open one), do one verb,
// close any tab the page opened meanwhile, detach — and leave Chrome running.

import type { Browser, Page } from "playwright-core";
import type { HelperAnswer, HelperRequest } from "../helper-protocol";
import { attachTab, closeTargets, connectToChrome, type AttachedTab } from "./attach-tab";
import { deadlineIn } from "./deadline";
import { interceptEveryRequest, type Interception } from "./egress-interception";
import { helperErrorOf } from "./helper-error";
import { runVerb } from "./run-verb";

async function pageState(page: Page): Promise<{ url: string; title: string }> {
  return { url: page.url(), title: await page.title().catch(() => "") };
}

export async function runHelper(request: HelperRequest): Promise<HelperAnswer> {
  const deadline = deadlineIn(request.budgetMs);
  let browser: Browser | null = null;
  let interception: Interception | null = null;
  let tab: AttachedTab | null = null;
  try {
    browser = await connectToChrome(request.port, deadline, request.downloadsDirectory);
    // Before anything else: Chrome has no network of its own, and from here every request is checked.
    // A frame id of a tab's main frame is its target id.
    interception = await interceptEveryRequest(browser, (frameId) => tab !== null && frameId === tab.targetId);
    await closeTargets(browser, request.closeTargets.filter((id) => id !== request.targetId));
    tab = await attachTab(browser, request.targetId);
    const own = tab;
    // A tab the run's page opens (a popup, a target=_blank link) is closed: the run drives one tab. Only
    // this page's popups: another run's helper opens tabs in the same browser at the same time.
    const popupsClosed: string[] = [];
    const closing: Promise<void>[] = [];
    own.page.on("popup", (popup) => {
      popupsClosed.push(popup.url());
      closing.push(popup.close().catch(() => undefined));
    });
    const result = await runVerb({ context: own.context, page: own.page, deadline, refused: interception.refused }, request.input);
    await Promise.all(closing);
    return { ok: true, targetId: own.targetId, page: await pageState(own.page), refused: [...interception.refused], result, popupsClosed };
  } catch (error) {
    const failure = helperErrorOf(error, request.input.verb === "navigate" ? "navigation_failed" : "element_not_found");
    return { ok: false, code: failure.code, message: failure.message, targetId: tab?.targetId ?? null };
  } finally {
    await interception?.stop().catch(() => undefined);
    // For a browser attached over CDP, close() only disconnects: Chrome and its tabs stay.
    await browser?.close().catch(() => undefined);
  }
}
