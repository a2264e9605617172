// browser.screenshot: a PNG of the view, the whole page, or one element. The handler stores it as media
// (non-text: shown in the timeline, never previewed to the model).

import type { VerbInput, VerbResult } from "../../helper-protocol";
import { helperErrorOf } from "../helper-error";
import { locate } from "../locate-element";
import type { VerbContext } from "../verb-context";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number | null; height: number | null } {
  if (png.length < 24 || png.readUInt32BE(12) !== 0x49484452) return { width: null, height: null };
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export async function screenshot(verb: VerbContext, input: Extract<VerbInput, { verb: "screenshot" }>): Promise<VerbResult> {
  const element = input.element === null ? null : await locate(verb.page, input.element, verb.deadline);
  let png: Buffer;
  try {
    const timeout = verb.deadline.step(20_000);
    png = element === null ? await verb.page.screenshot({ type: "png", fullPage: input.fullPage, timeout }) : await element.screenshot({ type: "png", timeout });
  } catch (error) {
    throw helperErrorOf(error, "element_not_found");
  }
  return { verb: "screenshot", base64: png.toString("base64"), ...pngSize(png) };
}
