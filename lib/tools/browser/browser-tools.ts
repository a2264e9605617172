// Seed "built-in tools", family Computer use: the seed's `<prefix>.*` verbs, which Tollgate offers under
// the prefix `browser` (ONE-PRODUCT "Families that overlap"), plus `browser.scroll`, the eighth tool users
// of a browser need. They drive the agent's own Chrome (browser-verbs.ts); `referenceName` keeps the seed's
// spelling.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { click, download, extract, navigate, screenshot, scroll, type, upload } from "./browser-verbs";

const computerUse = {
  family: "Computer use",
  page: "Computer-Use tools",
  gate: "task",
  runCallable: true,
  // Seed "tools in a run": the eight browser tools are offered when config.browser is true.
  availability: { kind: "flag", flag: "browser" },
} as const;

const selector = z
  .string()
  .min(1)
  .describe("The element: a CSS selector, or `text=` followed by its visible text, e.g. `text=Sign in`. Give `selector` or `ref`.");
// Issue 11: refs from browser.extract's accessibility snapshot, as Playwright's own MCP server gives agents.
const ref = z
  .string()
  .min(1)
  .describe("The element's ref in the latest browser.extract snapshot, e.g. `e12` (from `[ref=e12]`). Give `selector` or `ref`.");
const browserUnavailable = toolError(
  "browser_unavailable",
  "The agent's Chrome could not be started or reached (install Debian's chromium or set CHROMIUM_PATH), or it went away during the call; the next call starts it again.",
);
const elementNotFound = toolError("element_not_found", "No visible element matches `selector`, or `ref` is not (or no longer) on the page: extract again.");
const addressNotAllowed = toolError("address_not_allowed", "The page, or a redirect on the way to it, is an address the egress policy refuses (loopback, private, link-local…).");
const timedOut = toolError("timed_out", "The browser did not finish within the call's time.");
const browserBusy = toolError("browser_busy", "Another call of the same run is still using its tab.");
const browserErrors = withCallErrors(browserUnavailable, elementNotFound, addressNotAllowed, timedOut, browserBusy);

export const browserNavigateTool = defineTool({
  ...computerUse,
  name: "browser.navigate",
  referenceName: "<prefix>.navigate",
  description: "Open a URL in the agent's browser tab and wait for it to load. Returns the final URL, status and title.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    url: z.string().meta({ format: "uri" }).describe("Absolute URL to open, `http` or `https`."),
    waitUntil: z.enum(["load", "domcontentloaded", "networkidle"]).default("load").describe("When the page counts as loaded; defaults to `load`."),
  }),
  errors: withCallErrors(
    browserUnavailable,
    addressNotAllowed,
    timedOut,
    browserBusy,
    toolError("navigation_failed", "The page did not load: a bad address, a site that does not answer, or a download rather than a page."),
  ),
  execute: navigate,
});

export const browserClickTool = defineTool({
  ...computerUse,
  name: "browser.click",
  referenceName: "<prefix>.click",
  description:
    "Click an element of the current page. A click may submit a form or change data. Returns the URL and " +
    "title after the click.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    selector: selector.optional(),
    button: z.enum(["left", "right", "middle"]).default("left").describe("Mouse button; defaults to `left`."),
    doubleClick: z.boolean().default(false).describe("Double-click instead of a single click."),
    ref: ref.optional(),
  }),
  errors: browserErrors,
  execute: click,
});

export const browserTypeTool = defineTool({
  ...computerUse,
  name: "browser.type",
  referenceName: "<prefix>.type",
  description:
    "Type text into a field of the current page, replacing what it holds unless `clear` is false; optionally " +
    "press Enter after to submit. Returns the field's new value (a password field's only counted).",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    selector: selector.optional(),
    ref: ref.optional(),
    text: z.string().describe("The text to type."),
    clear: z.boolean().default(true).describe("Empty the field first; false adds to its current text."),
    submit: z.boolean().default(false).describe("Press Enter after typing, e.g. to submit the form."),
  }),
  errors: browserErrors,
  execute: type,
});

export const browserScreenshotTool = defineTool({
  ...computerUse,
  name: "browser.screenshot",
  referenceName: "<prefix>.screenshot",
  description:
    "Take a PNG screenshot of the current page or one element. The image is stored with the call and shown " +
    "in the run's timeline; the result names it with the page's URL and title.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    fullPage: z.boolean().default(false).describe("Capture the whole page, not only what is in view."),
    selector: selector.describe("Capture only this element (CSS or `text=`); omit for the page.").optional(),
    ref: ref.describe("Capture only the element with this ref from browser.extract; omit for the page.").optional(),
  }),
  errors: browserErrors,
  execute: screenshot,
});

export const browserExtractTool = defineTool({
  ...computerUse,
  name: "browser.extract",
  referenceName: "<prefix>.extract",
  description:
    "Read the current page: its readable text (or one element's) and its accessibility snapshot, where each " +
    "element carries a ref (`[ref=e12]`) that browser.click, type, upload, screenshot and scroll accept as `ref`.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    selector: selector.describe("Read only this element's text (CSS or `text=`); omit for the whole page.").optional(),
    ref: ref.describe("Read only the text of the element with this ref; omit for the whole page.").optional(),
  }),
  errors: browserErrors,
  execute: extract,
});

export const browserDownloadTool = defineTool({
  ...computerUse,
  name: "browser.download",
  referenceName: "<prefix>.download",
  description:
    "Download a text file, by URL or by clicking the link that starts it, into the workspace's `downloads/` " +
    "directory. Give `url`, `selector` or `ref`. Returns the saved path, size and content type.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    url: z.string().meta({ format: "uri" }).describe("Address of the file, fetched with the browser's cookies.").optional(),
    selector: selector.describe("A link or button that starts the download.").optional(),
    ref: ref.describe("The ref of a link or button that starts the download.").optional(),
    fileName: z.string().min(1).describe("Name to save under in `downloads/`; defaults to the server's name.").optional(),
  }),
  errors: withCallErrors(
    browserUnavailable,
    elementNotFound,
    addressNotAllowed,
    timedOut,
    browserBusy,
    toolError("download_failed", "No download started, or it failed before completing."),
    toolError("file_too_large", "The file is larger than a workspace file may be (WORKSPACE_FILE_MAX_BYTES)."),
    toolError("not_text", "The file is not text (the workspace holds text files only)."),
  ),
  execute: download,
});

export const browserUploadTool = defineTool({
  ...computerUse,
  name: "browser.upload",
  referenceName: "<prefix>.upload",
  description:
    "Put workspace files into a file input of the current page. Submitting the form is a separate click. " +
    "Returns the file names the input now holds.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    selector: selector.describe("The file input (`input[type=file]`).").optional(),
    ref: ref.describe("The ref of the file input.").optional(),
    paths: z
      .array(z.string().min(1).describe("A path relative to the workspace root."))
      .min(1)
      .describe("The files to upload."),
  }),
  errors: withCallErrors(
    browserUnavailable,
    elementNotFound,
    timedOut,
    browserBusy,
    toolError("file_not_found", "A path names no file in the workspace."),
  ),
  execute: upload,
});

export const browserScrollTool = defineTool({
  ...computerUse,
  name: "browser.scroll",
  description:
    "Scroll the current page, or a scrollable element, to reveal more of it. Returns the new scroll position " +
    "and whether the end was reached.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    direction: z
      .enum(["down", "up", "top", "bottom"])
      .default("down")
      .describe("Where to scroll; `top` and `bottom` go to the ends. Defaults to `down`."),
    pixels: z.int().min(1).max(20000).describe("How far to scroll up or down; defaults to one screen.").optional(),
    selector: selector.describe("Scroll inside this element; omit for the page.").optional(),
    ref: ref.describe("Scroll inside the element with this ref; omit for the page.").optional(),
  }),
  errors: browserErrors,
  execute: scroll,
});

export const browserTools = [
  browserNavigateTool,
  browserClickTool,
  browserTypeTool,
  browserScreenshotTool,
  browserExtractTool,
  browserDownloadTool,
  browserUploadTool,
  browserScrollTool,
];
