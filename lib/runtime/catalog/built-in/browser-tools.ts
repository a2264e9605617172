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
  description: "The element: a CSS selector, or `text=` followed by its visible text, e.g. `text=Sign in`.",
};
const browserUnavailable = toolError("browser_unavailable", "The agent's Chrome could not be started or reached.");
const elementNotFound = toolError("element_not_found", "No visible element matches `selector` on the current page.");
const browserErrors = withCallErrors(browserUnavailable, elementNotFound);

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
      toolError("navigation_failed", "The page did not load: a bad address, a refused connection or a timeout."),
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
      },
      ["selector"],
    ),
    errors: browserErrors,
  },
  {
    ...computerUse,
    name: "browser.type",
    referenceName: "<prefix>.type",
    description:
      "Type text into an input of the current page, replacing what it holds unless `append` is set; optionally " +
      "press Enter after. Returns the field's new value.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        selector,
        text: { type: "string", description: "The text to type." },
        append: { type: "boolean", default: false, description: "Keep the field's current text and add to it." },
        pressEnter: { type: "boolean", default: false, description: "Press Enter after typing, e.g. to submit." },
      },
      ["selector", "text"],
    ),
    errors: browserErrors,
  },
  {
    ...computerUse,
    name: "browser.screenshot",
    referenceName: "<prefix>.screenshot",
    description:
      "Take a PNG screenshot of the current page or one element. Saves it in the workspace and returns its " +
      "path with the page's URL and title.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      fullPage: { type: "boolean", default: false, description: "Capture the whole page, not only what is in view." },
      selector: { ...selector, description: "Capture only this element; omit for the page." },
    }),
    errors: browserErrors,
  },
  {
    ...computerUse,
    name: "browser.extract",
    referenceName: "<prefix>.extract",
    description: "Read the content of the current page, or of one element, as Markdown, plain text or HTML.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      selector: { ...selector, description: "Read only this element; omit for the whole page." },
      format: {
        type: "string",
        enum: ["markdown", "text", "html"],
        default: "markdown",
        description: "How to return the content; defaults to `markdown`.",
      },
    }),
    errors: browserErrors,
  },
  {
    ...computerUse,
    name: "browser.download",
    referenceName: "<prefix>.download",
    description:
      "Download a file, by URL or by clicking the link that starts it, into the workspace's `downloads/` " +
      "directory. Give `url` or `selector`. Returns the saved path, size and content type.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      url: { type: "string", format: "uri", description: "Address of the file, fetched with the browser's cookies." },
      selector: { ...selector, description: "A link or button that starts the download." },
      fileName: { type: "string", minLength: 1, description: "Name to save under; defaults to the server's name." },
    }),
    errors: withCallErrors(
      browserUnavailable,
      elementNotFound,
      toolError("download_failed", "No download started, or it failed before completing."),
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
        paths: {
          type: "array",
          minItems: 1,
          items: { type: "string", minLength: 1, description: "A path relative to the workspace root." },
          description: "The files to upload.",
        },
      },
      ["selector", "paths"],
    ),
    errors: withCallErrors(
      browserUnavailable,
      elementNotFound,
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
    }),
    errors: browserErrors,
  },
];
