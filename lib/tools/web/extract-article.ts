// A page's main content (issue 11, web.read): Readability over linkedom's DOM takes the article out of
// the navigation, adverts and footer; turndown writes it as Markdown. A page Readability finds no
// article in gives its whole body, less scripts, styles and page chrome. Links are made absolute against
// the page's final URL, so the model can follow them; `javascript:` links and inline `data:` images are
// dropped (nothing a reader can use, and a data image can be megabytes of noise). Pure: no I/O.

import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import TurndownService from "turndown";
import { z } from "zod";
import { htmlToText } from "./html-to-text";
import { nestsDeeperThan, textOfMarkup, trimMarkup } from "./trim-markup";

/** How web.read returns a page (its schema's enum). */
export const articleFormat = z.enum(["markdown", "text", "html"]);
export type ArticleFormat = z.infer<typeof articleFormat>;

export type Article = {
  title: string;
  content: string;
  /**
   * `readability`: the article was found; `whole_page`: none was, so this is the page's body; `tags_dropped`:
   * the page nests too deep to parse (trim-markup.ts), so this is its text with the tags taken out.
   */
  extractor: "readability" | "whole_page" | "tags_dropped";
  /** The markup went on past what is parsed (trim-markup.ts), so only its first part was read. */
  cut: boolean;
};

type Dom = ReturnType<typeof parseHTML>["document"];

const CHROME = "script, style, noscript, template, iframe, object, embed, nav, header, footer, aside, form, svg";

const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-", emDelimiter: "*" });
turndown.remove(["script", "style", "noscript", "template", "iframe"]);
// Markdown's escapes (`delete\_file`) would change the identifiers and URLs a model copies out of a page;
// the text is for reading, not for rendering, so it goes as it is.
turndown.escape = (text: string) => text;

// Never a page's main content, on any page: removed before Readability scores what is left.
const NEVER_CONTENT = 'script, style, noscript, template, nav, [role="navigation"]';

function baseOf(document: Dom, pageUrl: string): string {
  const declared = document.querySelector("base[href]")?.getAttribute("href");
  if (declared === null || declared === undefined) return pageUrl;
  try {
    return new URL(declared, pageUrl).href;
  } catch {
    return pageUrl;
  }
}

function absolute(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" || url.protocol === "mailto:" ? url.href : null;
  } catch {
    return null;
  }
}

function absolutizeLinks(document: Dom, pageUrl: string): void {
  const base = baseOf(document, pageUrl);
  for (const [selector, attribute] of [["a[href]", "href"], ["img[src]", "src"]] as const) {
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const target = absolute(element.getAttribute(attribute) ?? "", base);
      if (target === null) element.removeAttribute(attribute);
      else element.setAttribute(attribute, target);
    }
  }
  for (const image of Array.from(document.querySelectorAll("img:not([src])"))) image.remove();
}

function titleOf(document: Dom): string {
  const title = document.querySelector("title")?.textContent ?? document.querySelector("h1")?.textContent ?? "";
  return title.replace(/\s+/g, " ").trim();
}

function readArticle(html: string, pageUrl: string): { title: string; html: string; extractor: Article["extractor"] } {
  const { document } = parseHTML(html);
  absolutizeLinks(document, pageUrl);
  const pageTitle = titleOf(document);
  for (const element of Array.from(document.querySelectorAll(NEVER_CONTENT))) element.remove();
  const found = new Readability(document as unknown as Document).parse();
  if (found !== null && typeof found.content === "string" && (found.textContent ?? "").trim() !== "") {
    return { title: (found.title ?? "").trim() || pageTitle, html: found.content, extractor: "readability" };
  }
  // Readability changed the first DOM as it searched; the whole page is read from a fresh one.
  const { document: whole } = parseHTML(html);
  absolutizeLinks(whole, pageUrl);
  for (const element of Array.from(whole.querySelectorAll(CHROME))) element.remove();
  return { title: pageTitle, html: whole.body?.innerHTML ?? "", extractor: "whole_page" };
}

export function extractArticle(html: string, pageUrl: string, format: ArticleFormat): Article {
  const trimmed = trimMarkup(html);
  const cut = trimmed.cut;
  if (nestsDeeperThan(trimmed.html)) {
    const title = /<title[^>]{0,200}>([^<]{0,500})</i.exec(trimmed.html)?.[1]?.trim() ?? "";
    return { title: textOfMarkup(title), content: textOfMarkup(trimmed.html), extractor: "tags_dropped", cut };
  }
  const { title, html: content, extractor } = readArticle(trimmed.html, pageUrl);
  if (format === "html") return { title, content: content.trim(), extractor, cut };
  if (format === "text") return { title, content: htmlToText(content), extractor, cut };
  return { title, content: turndown.turndown(content).trim(), extractor, cut };
}
