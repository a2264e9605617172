// browser.extract: the page's readable text (what it renders, or one element's) and its accessibility
// snapshot with element refs, as Playwright's MCP server gives agents (refs drive click, type and upload).

import type { VerbInput, VerbResult } from "../../helper-protocol";
import { refsOfSnapshot } from "../../snapshot-refs";
import { helperErrorOf } from "../helper-error";
import { locate } from "../locate-element";
import type { VerbContext } from "../verb-context";

/** The most text one extract carries; the result pipeline previews and caps it later (seed "tool rules"). */
export const EXTRACT_TEXT_MAX_CHARS = 200_000;
const SNAPSHOT_MAX_CHARS = 200_000;

export async function extract(verb: VerbContext, input: Extract<VerbInput, { verb: "extract" }>): Promise<VerbResult> {
  const element = input.element === null ? verb.page.locator("body") : await locate(verb.page, input.element, verb.deadline);
  try {
    const text = await element.innerText({ timeout: verb.deadline.step(10_000) }).catch(async (error: unknown) => {
      if (input.element !== null) throw error;
      return (await verb.page.textContent("html", { timeout: verb.deadline.step(5000) })) ?? "";
    });
    // The snapshot is always the whole page's: refs resolve against the frame's latest full snapshot.
    const snapshot = (await verb.page.ariaSnapshot({ mode: "ai", timeout: verb.deadline.step(10_000) })).slice(0, SNAPSHOT_MAX_CHARS);
    return {
      verb: "extract",
      text: text.slice(0, EXTRACT_TEXT_MAX_CHARS),
      textTruncated: text.length > EXTRACT_TEXT_MAX_CHARS,
      snapshot,
      refs: refsOfSnapshot(snapshot),
    };
  } catch (error) {
    throw helperErrorOf(error, "element_not_found");
  }
}
