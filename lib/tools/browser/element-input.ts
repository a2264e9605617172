// The element a call names (issue 11): `selector` (CSS, or `text=` and visible text) or `ref` from the latest
// browser.extract. A ref travels with the role and name extract showed it with, so the helper can refuse a
// ref whose element changed since (snapshot-refs.ts).

import { ToolError } from "@/lib/runtime/ports";
import type { ElementTarget } from "./helper-protocol";
import { normaliseRef } from "./snapshot-refs";
import type { TabState } from "./tab-state";

/** The fields a browser tool names an element by. */
export type ElementInput = { selector?: string; ref?: string };

export function optionalElement({ selector, ref: rawRef }: ElementInput, tab: TabState | null): ElementTarget | null {
  if (selector !== undefined && rawRef !== undefined) throw new ToolError("element_not_found", "give `selector` or `ref`, not both");
  if (rawRef !== undefined) {
    const ref = normaliseRef(rawRef);
    if (ref === null) throw new ToolError("element_not_found", `${JSON.stringify(rawRef)} is not a ref; refs look like \`e12\`, as browser.extract's snapshot shows them ([ref=e12])`);
    return { ref, expected: tab?.refs[ref] ?? null };
  }
  return selector === undefined ? null : { selector };
}

export function requiredElement(input: ElementInput, tab: TabState | null): ElementTarget {
  const element = optionalElement(input, tab);
  if (element === null) throw new ToolError("element_not_found", "name the element: give `selector` (CSS or `text=`) or `ref` from browser.extract");
  return element;
}
