// The sitemap protocol's two XML files (sitemaps.org): a <urlset> of pages and a <sitemapindex> of
// further sitemaps, each entry a <loc> with an optional <lastmod>; also the protocol's plain-text form,
// one URL a line. A small tolerant reader rather than an XML parser: it looks only for those elements,
// decodes only XML's five named entities and numeric references, and never reads a DTD — so an entity
// bomb (a "billion laughs" document) is text it passes over, not something it expands. Pure.

export type SitemapEntry = { loc: string; lastmod?: string };

export type ParsedSitemap =
  | { kind: "urlset"; urls: SitemapEntry[] }
  | { kind: "index"; sitemaps: SitemapEntry[] }
  | { kind: "not_a_sitemap" };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function codePoint(value: number): string | null {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : null;
}

/** Character data as XML writes it: a CDATA section as it is, else the predefined references decoded. */
export function xmlText(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.startsWith("<![CDATA[") && trimmed.endsWith("]]>")) return trimmed.slice(9, -3).trim();
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") return codePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1))) ?? whole;
      return NAMED[name.toLowerCase()] ?? whole;
    })
    .trim();
}

/** The text of the first `<tag>…</tag>` in `xml`, found with indexOf: linear, whatever the document holds. */
function elementText(xml: string, tag: string): string | undefined {
  const open = new RegExp(`<${escapeRegExp(tag)}\\s{0,20}>`, "g");
  const opened = open.exec(xml);
  if (opened === null) return undefined;
  const start = opened.index + opened[0].length;
  const end = xml.indexOf(`</${tag}`, start);
  return end === -1 ? undefined : xmlText(xml.slice(start, end));
}

function entries(xml: string, element: "url" | "sitemap"): SitemapEntry[] {
  const found: SitemapEntry[] = [];
  // Bounded quantifiers and indexOf for the closing tag keep a hostile document from costing more than a
  // pass: an entry that never closes ends the reading instead of being searched for again and again.
  const opening = new RegExp(`<([\\w.-]{1,40}:)?${element}(?:\\s[^>]{0,500})?>`, "g");
  for (let match = opening.exec(xml); match !== null; match = opening.exec(xml)) {
    const prefix = match[1] ?? "";
    const start = match.index + match[0].length;
    const end = xml.indexOf(`</${prefix}${element}`, start);
    if (end === -1) break;
    const block = xml.slice(start, end);
    opening.lastIndex = end;
    // The entry's own <loc>, not an extension's (<image:loc> of an image sitemap).
    const loc = elementText(block, `${prefix}loc`);
    if (loc === undefined || loc === "") continue;
    const lastmod = elementText(block, `${prefix}lastmod`);
    found.push(lastmod === undefined || lastmod === "" ? { loc } : { loc, lastmod });
  }
  return found;
}

/** The document without its comments, cut with indexOf (an unclosed comment runs to the end, as in XML). */
function withoutComments(text: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let open = text.indexOf("<!--"); open !== -1; open = text.indexOf("<!--", from)) {
    parts.push(text.slice(from, open));
    const close = text.indexOf("-->", open + 4);
    if (close === -1) return parts.join("");
    from = close + 3;
  }
  parts.push(text.slice(from));
  return parts.join("");
}

export function parseSitemap(text: string): ParsedSitemap {
  const xml = withoutComments(text);
  if (/<([\w.-]{1,40}:)?sitemapindex[\s>]/.test(xml)) return { kind: "index", sitemaps: entries(xml, "sitemap") };
  if (/<([\w.-]{1,40}:)?urlset[\s>]/.test(xml)) return { kind: "urlset", urls: entries(xml, "url") };
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  if (lines.length > 0 && lines.every((line) => /^https?:\/\/\S+$/i.test(line))) return { kind: "urlset", urls: lines.map((loc) => ({ loc })) };
  return { kind: "not_a_sitemap" };
}

/** The `Sitemap:` lines of a robots.txt, made absolute against its URL; malformed ones are skipped. */
export function sitemapsOfRobots(robots: string, robotsUrl: string): string[] {
  const found: string[] = [];
  for (const line of robots.split(/\r?\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (match === null) continue;
    try {
      found.push(new URL(match[1], robotsUrl).href);
    } catch {
      // not a URL: skipped, as crawlers do
    }
  }
  return [...new Set(found)];
}
