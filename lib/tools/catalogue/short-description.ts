// Seed "tool rules", Previews: search_tools and list_tools keep every returned name, with a description of
// at most 200 characters — a long description is cut, never the list.

import { boundaryAtOrBefore } from "../results/text-window";

export const DESCRIPTION_CHARACTERS = 200;

/** At most 200 characters (UTF-16 code units); a cut one ends in "…", which counts toward the 200. */
export function shortDescription(description: string, limit = DESCRIPTION_CHARACTERS): string {
  const text = description.replace(/\s+/g, " ").trim();
  if (text.length <= limit) return text;
  return `${text.slice(0, boundaryAtOrBefore(text, limit - 1)).trimEnd()}…`;
}
