// Clean text of an HTML fragment: block elements on lines of their own, list items as `- `, whitespace
// collapsed. For web.read's `text` format, where Markdown's marks would be noise.

import { parseHTML } from "linkedom";

const BLOCKS = new Set([
  "ADDRESS", "ARTICLE", "ASIDE", "BLOCKQUOTE", "DIV", "DL", "FIELDSET", "FIGCAPTION", "FIGURE", "FOOTER", "FORM",
  "H1", "H2", "H3", "H4", "H5", "H6", "HEADER", "HR", "MAIN", "NAV", "OL", "P", "PRE", "SECTION", "TABLE", "UL",
]);
// Items of a list, a table or a definition list: a line each, with no blank line between them.
const LINES = new Set(["LI", "TR", "DT", "DD"]);
const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG", "HEAD"]);

type Walked = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<Walked> };

function walk(node: Walked, out: string[]): void {
  if (node.nodeType === 3) return void out.push((node.textContent ?? "").replace(/\s+/g, " "));
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
  const name = node.nodeName.toUpperCase();
  if (SKIPPED.has(name)) return;
  if (name === "BR") return void out.push("\n");
  const line = LINES.has(name);
  const block = !line && BLOCKS.has(name);
  if (block) out.push("\n\n");
  if (line) out.push("\n");
  if (name === "LI") out.push("- ");
  if (name === "TD" || name === "TH") out.push(" ");
  for (const child of Array.from(node.childNodes)) walk(child, out);
  if (block) out.push("\n\n");
}

export function htmlToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const out: string[] = [];
  walk(document.body as unknown as Walked, out);
  return out
    .join("")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
