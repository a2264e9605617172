// Seed "built-in tools", family Web: reading the public web (issue 11). Every request obeys the egress
// policy (CONTRACT.md, Outbound requests; Web and browser tools): a refused address, or a redirect into
// one, is the tool error `address_not_allowed`. All three are `safe` by the seed: an outage (a timeout, a
// 5xx, a reset connection) is retried with doubling waits, never a 4xx — except that `web.request` never
// repeats a POST, PUT, PATCH or DELETE (it may already have acted), whose outage is a plain tool error.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const web = { family: "Web", page: "Web tools", gate: "task", runCallable: true } as const;

/** Issue 11: web.read takes one to ten URLs. */
const MAX_URLS = 10;

const publicUrl = { type: "string", format: "uri", description: "Absolute `http` or `https` URL." };
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

export const webTools: readonly ToolDefinition[] = [
  {
    ...web,
    name: "web.read",
    description:
      "Read one to ten web pages in parallel, each as clean Markdown (or plain text or HTML): its title, final " +
      "URL after redirects, and main content without navigation and ads. Plain text passes through; JSON is " +
      "indented. A page that fails is listed under `failed` — `absent` (404/410) or `could_not_read` (outage " +
      "or refused address) — while the others are still returned.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      urls: {
        type: "array",
        minItems: 1,
        maxItems: MAX_URLS,
        items: publicUrl,
        description: `The pages to read, one to ${MAX_URLS}.`,
      },
      url: { ...publicUrl, description: "One page to read (the same as `urls` with one item)." },
      format: {
        type: "string",
        enum: ["markdown", "text", "html"],
        default: "markdown",
        description: "How to return each page; defaults to `markdown`.",
      },
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
  },
  {
    ...web,
    name: "web.sitemap",
    description:
      "List a site's pages from its sitemap (found through `robots.txt` or `/sitemap.xml`, or the sitemap's own " +
      "URL; sitemap indexes are followed up to three levels and fifty sitemaps): each page's URL and " +
      "last-modified date.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        url: { ...publicUrl, description: "The site, or its sitemap's own URL." },
        contains: { type: "string", minLength: 1, description: "Only URLs containing this text, e.g. `/blog/`." },
        limit: limitProperty("URLs", 1000, 200),
      },
      ["url"],
    ),
    errors: withCallErrors(
      addressNotAllowed,
      invalidUrl,
      fetchFailed,
      tooManyRedirects,
      httpError,
      contentNotReadable,
      toolError("sitemap_not_found", "The site publishes no sitemap."),
    ),
  },
  {
    ...web,
    name: "web.request",
    description:
      "Send one HTTP request (GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS) with headers and a body, and return " +
      "the raw response: status, headers and body as text. For APIs and files where `web.read` would reshape the " +
      "content. A 4xx comes back as the response; a POST, PUT, PATCH or DELETE is never repeated.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        url: publicUrl,
        method: {
          type: "string",
          enum: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
          default: "GET",
          description: "HTTP method; defaults to `GET`.",
        },
        headers: {
          type: "object",
          additionalProperties: { type: "string", description: "A header value." },
          description: "Request headers, e.g. `{\"Accept\": \"application/json\"}`. Host, Content-Length, Connection, Transfer-Encoding and other hop-by-hop headers are refused.",
        },
        body: { type: "string", description: "The request body as text (not with GET or HEAD)." },
        json: {
          type: "object",
          description:
            "A JSON object sent as the body, with `Content-Type: application/json` unless a header says otherwise. " +
            "Instead of `body` (send any other JSON as `body` text).",
        },
      },
      ["url"],
    ),
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
  },
];
