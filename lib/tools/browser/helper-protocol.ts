// What the browser tools' handlers and the browser helper (bin/guilds-browser.ts, the seed's
// /usr/local/bin/guilds-browser) say to each other: one JSON request on the helper's stdin, one JSON answer
// on its stdout. Types only, so a handler never loads Playwright: the helper is its own process.

export const HELPER_VERBS = ["navigate", "click", "type", "screenshot", "extract", "download", "upload", "scroll"] as const;

export type HelperVerb = (typeof HELPER_VERBS)[number];

/** An element of the current page: a CSS or `text=` selector, or a ref from the last extract's snapshot. */
export type ElementTarget = { selector: string } | { ref: string; expected: string | null };

export type FileToUpload = { name: string; mimeType: string; base64: string };

export type VerbInput =
  | { verb: "navigate"; url: string; waitUntil: "load" | "domcontentloaded" | "networkidle" }
  | { verb: "click"; element: ElementTarget; button: "left" | "right" | "middle"; doubleClick: boolean }
  | { verb: "type"; element: ElementTarget; text: string; clear: boolean; submit: boolean }
  | { verb: "screenshot"; element: ElementTarget | null; fullPage: boolean }
  | { verb: "extract"; element: ElementTarget | null }
  | { verb: "download"; url: string | null; element: ElementTarget | null; maxBytes: number }
  | { verb: "upload"; element: ElementTarget; files: FileToUpload[] }
  | { verb: "scroll"; element: ElementTarget | null; direction: "down" | "up" | "top" | "bottom"; pixels: number | null };

export type HelperRequest = {
  /** The agent's Chrome: http://127.0.0.1:<port>. */
  port: number;
  /** The run's tab (its CDP target id) from an earlier call; null opens a new tab. */
  targetId: string | null;
  /** Tabs of runs long gone, to close. */
  closeTargets: string[];
  /** How long the helper may take, in milliseconds; the runner kills it a little later. */
  budgetMs: number;
  /**
   * Where Chrome writes a download before the helper reads it: a folder Chrome's user may write (issue 16:
   * Chrome is not root, so Playwright's own 0700 temporary folder is closed to it). Null: Playwright's own.
   */
  downloadsDirectory: string | null;
  input: VerbInput;
};

/** A request the egress policy refused while the verb ran (a sub-resource, or the page itself). */
export type RefusedRequest = { url: string; reason: string; navigation: boolean };

export type PageState = { url: string; title: string };

export type VerbResult =
  | { verb: "navigate"; status: number | null }
  | { verb: "click" }
  | { verb: "type"; value: string | null }
  | { verb: "screenshot"; base64: string; width: number | null; height: number | null }
  | { verb: "extract"; text: string; textTruncated: boolean; snapshot: string; refs: Record<string, string> }
  | { verb: "download"; fileName: string; mimeType: string | null; base64: string; bytes: number }
  | { verb: "upload"; files: string[] }
  | { verb: "scroll"; x: number; y: number; atEnd: boolean; atTop: boolean };

export type HelperFailureCode =
  | "browser_unreachable"
  | "browser_unavailable"
  | "element_not_found"
  | "navigation_failed"
  | "address_not_allowed"
  | "timed_out"
  | "download_failed"
  | "file_too_large"
  | "invalid_request";

export type HelperAnswer =
  | { ok: true; targetId: string; page: PageState; refused: RefusedRequest[]; result: VerbResult; popupsClosed: string[] }
  | { ok: false; code: HelperFailureCode; message: string; targetId: string | null };
