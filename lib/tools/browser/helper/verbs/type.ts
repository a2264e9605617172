// browser.type: fills a field (emptied first unless `clear` is false), and presses Enter when `submit` is set.
// The answer shows the field's value, except a password field's, which it only counts.

import type { VerbInput, VerbResult } from "../../helper-protocol";
import { helperErrorOf } from "../helper-error";
import { locate } from "../locate-element";
import { settle, type VerbContext } from "../verb-context";

export async function type(verb: VerbContext, input: Extract<VerbInput, { verb: "type" }>): Promise<VerbResult> {
  const element = await locate(verb.page, input.element, verb.deadline);
  let value: string | null;
  try {
    const timeout = verb.deadline.step(10_000);
    if (input.clear) await element.fill(input.text, { timeout });
    else {
      await element.focus({ timeout });
      await element.press("End", { timeout });
      await element.pressSequentially(input.text, { timeout });
    }
    const isPassword = await element.evaluate((node) => node instanceof HTMLInputElement && node.type === "password").catch(() => false);
    const current = await element.inputValue({ timeout }).catch(() => null);
    value = current === null || !isPassword ? current : `(a password field: ${current.length} characters)`;
    if (input.submit) await element.press("Enter", { timeout });
  } catch (error) {
    throw helperErrorOf(error, "element_not_found");
  }
  if (input.submit) await settle(verb);
  return { verb: "type", value };
}
