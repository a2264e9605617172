// browser.click: one click (or a double click) on an element, then the page settles.

import type { VerbInput, VerbResult } from "../../helper-protocol";
import { helperErrorOf } from "../helper-error";
import { locate } from "../locate-element";
import { settle, type VerbContext } from "../verb-context";

export async function click(verb: VerbContext, input: Extract<VerbInput, { verb: "click" }>): Promise<VerbResult> {
  const element = await locate(verb.page, input.element, verb.deadline);
  try {
    await element.click({ button: input.button, clickCount: input.doubleClick ? 2 : 1, timeout: verb.deadline.step(10_000) });
  } catch (error) {
    throw helperErrorOf(error, "element_not_found");
  }
  await settle(verb);
  return { verb: "click" };
}
