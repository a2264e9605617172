// browser.scroll: the page, or a scrollable element, by a distance (one screen by default) or to an end.

import type { VerbInput, VerbResult } from "../../helper-protocol";
import { helperErrorOf } from "../helper-error";
import { locate } from "../locate-element";
import type { VerbContext } from "../verb-context";

type Move = { direction: "down" | "up" | "top" | "bottom"; pixels: number | null };
type Position = { x: number; y: number; atEnd: boolean; atTop: boolean };

// Runs in the page (Playwright sends its source, so it is self-contained): the root element means the page.
function scrollIn(node: Element, move: Move): Position {
  const page = node === document.documentElement;
  const box = page ? (document.scrollingElement ?? document.documentElement) : node;
  const view = page ? window.innerHeight : box.clientHeight;
  const distance = move.pixels ?? Math.max(1, Math.round(view * 0.9));
  const top = move.direction === "top" ? 0 : move.direction === "bottom" ? box.scrollHeight : box.scrollTop + (move.direction === "up" ? -distance : distance);
  box.scrollTo({ top, behavior: "instant" });
  return { x: Math.round(box.scrollLeft), y: Math.round(box.scrollTop), atEnd: box.scrollTop + view >= box.scrollHeight - 1, atTop: box.scrollTop <= 0 };
}

export async function scroll(verb: VerbContext, input: Extract<VerbInput, { verb: "scroll" }>): Promise<VerbResult> {
  const element = input.element === null ? verb.page.locator(":root") : await locate(verb.page, input.element, verb.deadline);
  try {
    const position = await element.evaluate(scrollIn, { direction: input.direction, pixels: input.pixels }, { timeout: verb.deadline.step(10_000) });
    return { verb: "scroll", ...position };
  } catch (error) {
    throw helperErrorOf(error, "element_not_found");
  }
}
