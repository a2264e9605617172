// Seed "built-in tools", family Web: reading the public web (issue 11). Every request obeys the egress
// policy (CONTRACT.md, Outbound requests; Web and browser tools): a refused address, or a redirect into
// one, is the tool error `address_not_allowed`. All three are `safe` by the seed: an outage (a timeout, a
// 5xx, a reset connection) is retried with doubling waits, never a 4xx — except that `web.request` never
// repeats a POST, PUT, PATCH or DELETE (it may already have acted), whose outage is a plain tool error.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { articleFormat } from "./extract-article";
import { readPages } from "./read-pages";
import { readSitemap } from "./read-sitemap";
import { httpMethod, sendRequest } from "./send-request";
import { MAX_URLS } from "./web-limits";

const web = { family: "Web", page: "Web tools", gate: "task", runCallable: true } as const;

// The address is checked by the handler (fetch-bounded.ts), so a refusal is the tool's own `invalid_url`.
const publicUrl = z.string().meta({ format: "uri" }).describe("Absolute `http` or `https` URL.");
const addressNotAllowed = toolError(
  "address_not_allowed",
  "The URL is not `http`/`https`, or it (or a redirect) points at a private, loopback or link-local address that is not allow-listed.",
);
const invalidUrl = toolError("invalid_url", "The URL is not absolute, or carries a user name or password.");
const fetchFailed = toolError("fetch_failed", "An outage: the site did not answer in time, answered 5xx, or dropped the connection (retried first).");
const tooManyRedirects = toolError("too_many_redirects", "The site redirected more times than are followed.");
const pageNotFound = toolError("page_not_found", "Every page asked for is absent (HTTP 404 or 410).");
const httpError = toolError("http_error", "The site refused the request (another 4xx, such as 401, 403 or 429).");
const contentNotReadable = toolError("content_not_readable", "The answer is binary (an image, a PDF, an archive), not text.");

export const webReadTool = defineTool({
  ...web,
  name: "web.read",
  description:
    "Read one to ten web pages in parallel, each as clean Markdown (or plain text or HTML): its title, final " +
    "URL after redirects, and main content without navigation and ads. Plain text passes through; JSON is " +
    "indented. A page that fails is listed under `failed` — `absent` (404/410) or `could_not_read` (outage " +
    "or refused address) — while the others are still returned.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    urls: z.array(publicUrl).min(1).max(MAX_URLS).describe(`The pages to read, one to ${MAX_URLS}.`).optional(),
    url: publicUrl.describe("One page to read (the same as `urls` with one item).").optional(),
    format: articleFormat.default("markdown").describe("How to return each page; defaults to `markdown`."),
  }),
  errors: withCallErrors(
    addressNotAllowed,
    invalidUrl,
    fetchFailed,
    tooManyRedirects,
    pageNotFound,
    httpError,
    contentNotReadable,
    toolError("invalid_input", "Neither `urls` nor `url` was given, or more than ten URLs were."),
  ),
  execute: readPages,
});

export const webSitemapTool = defineTool({
  ...web,
  name: "web.sitemap",
  description:
    "List a site's pages from its sitemap (found through `robots.txt` or `/sitemap.xml`, or the sitemap's own " +
    "URL; sitemap indexes are followed up to three levels and fifty sitemaps): each page's URL and " +
    "last-modified date.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    url: publicUrl.describe("The site, or its sitemap's own URL."),
    contains: z.string().min(1).describe("Only URLs containing this text, e.g. `/blog/`.").optional(),
    limit: z.int().min(1).max(1000).default(200).describe("Most URLs to return (1–1000); defaults to 200."),
  }),
  errors: withCallErrors(
    addressNotAllowed,
    invalidUrl,
    fetchFailed,
    tooManyRedirects,
    httpError,
    contentNotReadable,
    toolError("sitemap_not_found", "The site publishes no sitemap."),
  ),
  execute: readSitemap,
});

export const webRequestTool = defineTool({
  ...web,
  name: "web.request",
  description:
    "Send one HTTP request (GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS) with headers and a body, and return " +
    "the raw response: status, headers and body as text. For APIs and files where `web.read` would reshape the " +
    "content. A 4xx comes back as the response; a POST, PUT, PATCH or DELETE is never repeated.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    url: publicUrl,
    method: httpMethod.default("GET").describe("HTTP method; defaults to `GET`."),
    headers: z
      .record(z.string(), z.string().describe("A header value."))
      .describe(
        "Request headers, e.g. `{\"Accept\": \"application/json\"}`. Host, Content-Length, Connection, Transfer-Encoding and other hop-by-hop headers are refused.",
      )
      .optional(),
    body: z.string().describe("The request body as text (not with GET or HEAD).").optional(),
    json: z
      .record(z.string(), z.unknown())
      .describe(
        "A JSON object sent as the body, with `Content-Type: application/json` unless a header says otherwise. " +
          "Instead of `body` (send any other JSON as `body` text).",
      )
      .optional(),
  }),
  errors: withCallErrors(
    addressNotAllowed,
    invalidUrl,
    fetchFailed,
    tooManyRedirects,
    toolError("header_not_allowed", "A header the connection sets itself (Host, Content-Length, Transfer-Encoding, Connection…) was given."),
    toolError("invalid_header", "A header name or value is not valid HTTP."),
    toolError("body_not_allowed", "A body was given with GET or HEAD."),
    toolError("invalid_input", "Both `body` and `json` were given."),
  ),
  execute: sendRequest,
});

export const webTools = [webReadTool, webSitemapTool, webRequestTool];
