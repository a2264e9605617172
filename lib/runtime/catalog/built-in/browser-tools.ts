// Seed "built-in tools", family Computer use: the seed's `<prefix>.*` verbs, which Tollgate offers under
// the prefix `browser` (ONE-PRODUCT "Families that overlap"), plus `browser.scroll`, the eighth tool users
// of a browser need. They drive the agent's own Chrome; `referenceName` keeps the seed's spelling.

import { toolError, withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const computerUse = {
  family: "Computer use",
  page: "Computer-Use tools",
  gate: "task",
  runCallable: true,
  // Seed "tools in a run": the eight browser tools are offered when config.browser is true.
  availability: { kind: "flag", flag: "browser" },
} as const;

const selector = {
  type: "string",
  minLength: 1,
  description: "The element: a CSS selector, or `text=` followed by its visible text, e.g. `text=Sign in`. Give `selector` or `ref`.",
};
// Issue 11: refs from browser.extract's accessibility snapshot, as Playwright's own MCP server gives agents.
const ref = {
  type: "string",
  minLength: 1,
  description: "The element's ref in the latest browser.extract snapshot, e.g. `e12` (from `[ref=e12]`). Give `selector` or `ref`.",
};
const browserUnavailable = toolError(
  "browser_unavailable",
  "The agent's Chrome could not be started or reached (install Debian's chromium or set CHROMIUM_PATH), or it went away during the call; the next call starts it again.",
);
const elementNotFound = toolError("element_not_found", "No visible element matches `selector`, or `ref` is not (or no longer) on the page: extract again.");
const addressNotAllowed = toolError("address_not_allowed", "The page, or a redirect on the way to it, is an address the egress policy refuses (loopback, private, link-local…).");
const timedOut = toolError("timed_out", "The browser did not finish within the call's time.");
const browserBusy = toolError("browser_busy", "Another call of the same run is still using its tab.");
const browserErrors = withCallErrors(browserUnavailable, elementNotFound, addressNotAllowed, timedOut, browserBusy);

export const browserTools: readonly ToolDefinition[] = [
  {
    ...computerUse,
    name: "browser.navigate",
    referenceName: "<prefix>.navigate",
    description: "Open a URL in the agent's browser tab and wait for it to load. Returns the final URL, status and title.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        url: { type: "string", format: "uri", description: "Absolute URL to open, `http` or `https`." },
        waitUntil: {
          type: "string",
          enum: ["load", "domcontentloaded", "networkidle"],
          default: "load",
          description: "When the page counts as loaded; defaults to `load`.",
        },
      },
      ["url"],
    ),
    errors: withCallErrors(
      browserUnavailable,
      addressNotAllowed,
      timedOut,
      browserBusy,
      toolError("navigation_failed", "The page did not load: a bad address, a site that does not answer, or a download rather than a page."),
    ),
  },
  {
    ...computerUse,
    name: "browser.click",
    referenceName: "<prefix>.click",
    description:
      "Click an element of the current page. A click may submit a form or change data. Returns the URL and " +
      "title after the click.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        selector,
        button: {
          type: "string",
          enum: ["left", "right", "middle"],
          default: "left",
          description: "Mouse button; defaults to `left`.",
        },
        doubleClick: { type: "boolean", default: false, description: "Double-click instead of a single click." },
        ref,
      },
    ),
    errors: browserErrors,
  },
  {
    ...computerUse,
    name: "browser.type",
    referenceName: "<prefix>.type",
    description:
      "Type text into a field of the current page, replacing what it holds unless `clear` is false; optionally " +
      "press Enter after to submit. Returns the field's new value (a password field's only counted).",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        selector,
        ref,
        text: { type: "string", description: "The text to type." },
        clear: { type: "boolean", default: true, description: "Empty the field first; false adds to its current text." },
        submit: { type: "boolean", default: false, description: "Press Enter after typing, e.g. to submit the form." },
      },
      ["text"],
    ),
    errors: browserErrors,
  },
  {
    ...computerUse,
    name: "browser.screenshot",
    referenceName: "<prefix>.screenshot",
    description:
      "Take a PNG screenshot of the current page or one element. The image is stored with the call and shown " +
      "in the run's timeline; the result names it with the page's URL and title.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      fullPage: { type: "boolean", default: false, description: "Capture the whole page, not only what is in view." },
      selector: { ...selector, description: "Capture only this element (CSS or `text=`); omit for the page." },
      ref: { ...ref, description: "Capture only the element with this ref from browser.extract; omit for the page." },
    }),
    errors: browserErrors,
  },
  {
    ...computerUse,
    name: "browser.extract",
    referenceName: "<prefix>.extract",
    description:
      "Read the current page: its readable text (or one element's) and its accessibility snapshot, where each " +
      "element carries a ref (`[ref=e12]`) that browser.click, type, upload, screenshot and scroll accept as `ref`.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      selector: { ...selector, description: "Read only this element's text (CSS or `text=`); omit for the whole page." },
      ref: { ...ref, description: "Read only the text of the element with this ref; omit for the whole page." },
    }),
    errors: browserErrors,
  },
  {
    ...computerUse,
    name: "browser.download",
    referenceName: "<prefix>.download",
    description:
      "Download a text file, by URL or by clicking the link that starts it, into the workspace's `downloads/` " +
      "directory. Give `url`, `selector` or `ref`. Returns the saved path, size and content type.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      url: { type: "string", format: "uri", description: "Address of the file, fetched with the browser's cookies." },
      selector: { ...selector, description: "A link or button that starts the download." },
      ref: { ...ref, description: "The ref of a link or button that starts the download." },
      fileName: { type: "string", minLength: 1, description: "Name to save under in `downloads/`; defaults to the server's name." },
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
  },
  {
    ...computerUse,
    name: "browser.upload",
    referenceName: "<prefix>.upload",
    description:
      "Put workspace files into a file input of the current page. Submitting the form is a separate click. " +
      "Returns the file names the input now holds.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        selector: { ...selector, description: "The file input (`input[type=file]`)." },
        ref: { ...ref, description: "The ref of the file input." },
        paths: {
          type: "array",
          minItems: 1,
          items: { type: "string", minLength: 1, description: "A path relative to the workspace root." },
          description: "The files to upload.",
        },
      },
      ["paths"],
    ),
    errors: withCallErrors(
      browserUnavailable,
      elementNotFound,
      timedOut,
      browserBusy,
      toolError("file_not_found", "A path names no file in the workspace."),
    ),
  },
  {
    ...computerUse,
    name: "browser.scroll",
    description:
      "Scroll the current page, or a scrollable element, to reveal more of it. Returns the new scroll position " +
      "and whether the end was reached.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      direction: {
        type: "string",
        enum: ["down", "up", "top", "bottom"],
        default: "down",
        description: "Where to scroll; `top` and `bottom` go to the ends. Defaults to `down`.",
      },
      pixels: { type: "integer", minimum: 1, maximum: 20000, description: "How far to scroll up or down; defaults to one screen." },
      selector: { ...selector, description: "Scroll inside this element; omit for the page." },
      ref: { ...ref, description: "Scroll inside the element with this ref; omit for the page." },
    }),
    errors: browserErrors,
  },
];
