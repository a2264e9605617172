// What a verb works with: the run's tab, the call's deadline, and the requests refused so far.

import type { BrowserContext, Page } from "playwright-core";
import type { RefusedRequest } from "../helper-protocol";
import type { Deadline } from "./deadline";

export type VerbContext = {
  context: BrowserContext;
  page: Page;
  deadline: Deadline;
  /** Filled by the interception as requests are refused (egress-interception.ts). */
  refused: readonly RefusedRequest[];
};

/** After an action that may navigate: wait for the page to settle, but never past the call's time. */
export async function settle(verb: VerbContext): Promise<void> {
  await verb.page.waitForLoadState("load", { timeout: verb.deadline.step(5000) }).catch(() => undefined);
}
