// An element of the call's page (issue 11: by CSS, by visible text with `text=`, or by a ref from
// browser.extract's snapshot). A selector finds the first VISIBLE match; a ref is checked against the role
// and name extract showed it with (snapshot-refs.ts), after the snapshot is taken again in this process.

import type { Locator, Page } from "playwright-core";
import type { ElementTarget } from "../helper-protocol";
import { refsOfSnapshot } from "../snapshot-refs";
import type { Deadline } from "./deadline";
import { firstLine, HelperError, helperErrorOf, isTimeout } from "./helper-error";

/** How long to wait for an element to appear: pages render late, but a wrong selector should fail fast. */
const ELEMENT_WAIT_MS = 5000;

async function byRef(page: Page, ref: string, expected: string | null, deadline: Deadline): Promise<Locator> {
  const snapshot = await page.ariaSnapshot({ mode: "ai", timeout: deadline.step(10_000) });
  const now = refsOfSnapshot(snapshot)[ref];
  if (now === undefined) throw new HelperError("element_not_found", `no element has the ref ${ref} on the page now; call browser.extract again for fresh refs`);
  if (expected !== null && now !== expected) {
    throw new HelperError("element_not_found", `the page changed since browser.extract: ref ${ref} was ${expected} and is now ${now}; call browser.extract again`);
  }
  return page.getByRef(ref);
}

async function bySelector(page: Page, selector: string, deadline: Deadline): Promise<Locator> {
  const all = page.locator(selector);
  const visible = all.filter({ visible: true }).first();
  try {
    await visible.waitFor({ state: "visible", timeout: deadline.step(ELEMENT_WAIT_MS) });
    return visible;
  } catch (error) {
    if (!isTimeout(error)) {
      const refusal = helperErrorOf(error, "element_not_found");
      if (refusal.code !== "element_not_found") throw refusal;
      throw new HelperError("element_not_found", `the selector ${JSON.stringify(selector)} cannot be used: ${firstLine(error)}`);
    }
    const count = await all.count().catch(() => 0);
    throw new HelperError(
      "element_not_found",
      count === 0
        ? `no element matches ${JSON.stringify(selector)} on the page`
        : `${count} element(s) match ${JSON.stringify(selector)} but none is visible`,
    );
  }
}

export function locate(page: Page, target: ElementTarget, deadline: Deadline): Promise<Locator> {
  return "ref" in target ? byRef(page, target.ref, target.expected, deadline) : bySelector(page, target.selector, deadline);
}
