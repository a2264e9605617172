// What of a page's HTML the extractor is given. linkedom, Readability and turndown each cost time by the
// element (a 4 MB page of 400,000 tiny elements held a worker's event loop for over half a minute), and
// the result pipeline keeps only TOOL_RESULT_MAX_BYTES of the answer anyway. So before parsing: scripts,
// styles, inline SVG, templates and comments — never a page's text — are cut out with indexOf (linear,
// whatever the page holds), and what is left is cut after MAX_ELEMENTS elements or MAX_CHARACTERS
// characters; the page is then marked truncated. A page nesting deeper than MAX_DEPTH is not parsed at
// all (Readability's cost grows with the square of the depth): its tags are dropped instead.

export const MAX_ELEMENTS = 10_000;
export const MAX_CHARACTERS = 1_500_000;

export type TrimmedMarkup = { html: string; cut: boolean };

const RAW_ELEMENTS = ["script", "style", "svg", "template"];

/** `html` without each `<name …>…</name>` (and without everything after one that never closes). */
function withoutElements(html: string, names: readonly string[]): string {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  // Each name's next opening, found again only once the reading has passed it: one pass per name.
  const next = new Map(names.map((name) => [name, nextOpening(lower, `<${name}`, 0)]));
  let from = 0;
  for (;;) {
    let open = -1;
    let name = "";
    for (const [candidate, position] of next) {
      const at = position !== -1 && position < from ? nextOpening(lower, `<${candidate}`, from) : position;
      next.set(candidate, at);
      if (at !== -1 && (open === -1 || at < open)) {
        open = at;
        name = candidate;
      }
    }
    if (open === -1) break;
    parts.push(html.slice(from, open));
    const close = lower.indexOf(`</${name}`, open);
    const end = close === -1 ? -1 : lower.indexOf(">", close);
    if (end === -1) return parts.join("");
    from = end + 1;
  }
  parts.push(html.slice(from));
  return parts.join("");
}

/** The next `<name` that opens that element (`<scripts` is another element). */
function nextOpening(lower: string, tag: string, from: number): number {
  for (let at = lower.indexOf(tag, from); at !== -1; at = lower.indexOf(tag, at + 1)) {
    const after = lower.charCodeAt(at + tag.length);
    // whitespace, `>` or `/`, or the end of the text
    if (Number.isNaN(after) || after === 0x3e || after === 0x2f || after === 0x20 || after === 0x09 || after === 0x0a || after === 0x0d || after === 0x0c) return at;
  }
  return -1;
}

function withoutComments(html: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let open = html.indexOf("<!--"); open !== -1; open = html.indexOf("<!--", from)) {
    parts.push(html.slice(from, open));
    const close = html.indexOf("-->", open + 4);
    if (close === -1) return parts.join("");
    from = close + 3;
  }
  parts.push(html.slice(from));
  return parts.join("");
}

export function trimMarkup(html: string, maxElements = MAX_ELEMENTS, maxCharacters = MAX_CHARACTERS): TrimmedMarkup {
  const stripped = withoutElements(withoutComments(html), RAW_ELEMENTS);
  let cutAt = stripped.length;
  const opening = /<[a-z]/gi;
  for (let count = 0, match = opening.exec(stripped); match !== null; match = opening.exec(stripped)) {
    count += 1;
    if (count > maxElements) {
      cutAt = match.index;
      break;
    }
  }
  cutAt = Math.min(cutAt, maxCharacters);
  return cutAt < stripped.length ? { html: stripped.slice(0, cutAt), cut: true } : { html: stripped, cut: false };
}

export const MAX_DEPTH = 400;

// Elements that never hold others, or whose end tag HTML lets a page leave out: neither deepens a page.
const NOT_NESTING = new Set([
  "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
  "p", "li", "dt", "dd", "td", "th", "tr", "option", "tbody", "thead", "tfoot", "colgroup", "rt", "rp",
]);

/** Whether the markup nests deeper than `limit` elements, estimated from its tags in one pass. */
export function nestsDeeperThan(html: string, limit = MAX_DEPTH): boolean {
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9-]{0,40})[^>]{0,2000}?(\/?)>/g;
  let depth = 0;
  for (let match = tags.exec(html); match !== null; match = tags.exec(html)) {
    const [, closing, name, selfClosing] = match;
    if (NOT_NESTING.has(name.toLowerCase()) || selfClosing === "/") continue;
    depth = closing === "/" ? Math.max(0, depth - 1) : depth + 1;
    if (depth > limit) return true;
  }
  return false;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** The text of markup too deep to parse: its tags dropped, the commonest entities decoded. */
export function textOfMarkup(html: string): string {
  return html
    .replace(/<[^>]{0,2000}>/g, " ")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_whole, name: string) => ENTITIES[name])
    .replace(/[ \t\r\f\v]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}
