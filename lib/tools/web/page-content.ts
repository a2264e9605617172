// What web.read makes of one answered page, by its content type (issue 11): HTML gives its main content
// (extract-article.ts); text passes through as it came; JSON is indented; anything else (an image, a PDF,
// an archive) is refused with one line — web.request reads its headers. Pure: no I/O.

import { decodeBody } from "./decode-body";
import { extractArticle, type ArticleFormat } from "./extract-article";
import type { Fetched } from "./fetch-bounded";

export type PageContent =
  /** `cut`: only the first part of the page was read (its markup past what is parsed). */
  | { kind: "page"; title: string | null; contentType: string; content: string; cut?: true }
  | { kind: "unreadable"; reason: string };

function indentedJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function pageContent(fetched: Fetched, format: ArticleFormat): PageContent {
  const decoded = decodeBody(fetched.headers.get("content-type"), fetched.body);
  const contentType = decoded.mediaType === "" ? "unknown" : decoded.mediaType;
  if (decoded.text === null) {
    return { kind: "unreadable", reason: `the page is binary content (${contentType}, ${fetched.body.byteLength} bytes read), not text; web.request returns its status and headers` };
  }
  if (decoded.kind === "html") {
    const article = extractArticle(decoded.text, fetched.finalUrl, format);
    return { kind: "page", title: article.title || null, contentType, content: article.content, ...(article.cut ? { cut: true as const } : {}) };
  }
  // JSON cut at the byte bound no longer parses; it passes through as it came.
  const content = decoded.kind === "json" && !fetched.truncated ? indentedJson(decoded.text) : decoded.text;
  return { kind: "page", title: null, contentType, content };
}
