// The element refs of an accessibility snapshot in Playwright's "ai" mode (`- button "Send" [ref=e4]`), as
// Playwright's own MCP server hands them to agents. A ref resolves against the latest snapshot of its frame,
// and that snapshot lives in the helper process that took it; the next call's helper takes the snapshot
// again (the same page gives the same refs) and checks that each ref still names what browser.extract showed
// — its role and name — so a page that changed in between gets a clear refusal, not a click elsewhere.

const REF_LINE = /^\s*- (.*?)\s*\[ref=([a-z0-9]+)\]/;

/** `e4` → `button "Send"`: each ref and the role and name before its attributes. */
export function refsOfSnapshot(snapshot: string): Record<string, string> {
  const refs: Record<string, string> = {};
  for (const line of snapshot.split("\n")) {
    const match = REF_LINE.exec(line);
    if (match === null) continue;
    const description = match[1]!.replace(/(\s*\[[^\]]*\])+$/, "");
    refs[match[2]!] = description;
  }
  return refs;
}

/** A ref as the model may write it: `e4`, `f1e3`, `[ref=e4]`, `ref=e4`. */
export function normaliseRef(raw: string): string | null {
  const match = /^\s*\[?(?:ref=)?([a-z]?\d*e\d+)\]?\s*$/i.exec(raw);
  return match === null ? null : match[1]!.toLowerCase();
}
