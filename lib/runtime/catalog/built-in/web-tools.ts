// Seed "built-in tools", family Web: reading the public web. All three are reads and retry-safe, so
// `web.request` only sends methods that change nothing.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const web = { family: "Web", page: "Web tools", gate: "task", runCallable: true } as const;

const publicUrl = { type: "string", format: "uri", description: "Absolute `http` or `https` URL." };
const urlNotAllowed = toolError(
  "url_not_allowed",
  "The URL is not `http`/`https`, or points at a private or local address.",
);
const fetchFailed = toolError("fetch_failed", "The site could not be reached, or did not answer in time.");
const webErrors = withCallErrors(urlNotAllowed, fetchFailed);

export const webTools: readonly ToolDefinition[] = [
  {
    ...web,
    name: "web.read",
    description:
      "Read a web page as clean Markdown (or plain text or HTML): its title, then its main content without " +
      "navigation and ads. Returns the final URL after redirects.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        url: { ...publicUrl, description: "The page to read." },
        format: {
          type: "string",
          enum: ["markdown", "text", "html"],
          default: "markdown",
          description: "How to return the page; defaults to `markdown`.",
        },
      },
      ["url"],
    ),
    errors: webErrors,
  },
  {
    ...web,
    name: "web.sitemap",
    description:
      "List a site's pages from its sitemap (found through `robots.txt` or `/sitemap.xml`): each page's URL " +
      "and last-modified date.",
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
    errors: withCallErrors(urlNotAllowed, fetchFailed, toolError("sitemap_not_found", "The site publishes no sitemap.")),
  },
  {
    ...web,
    name: "web.request",
    description:
      "Send a GET or HEAD request and return the raw response: status, headers, and (for GET) the body as text. " +
      "For APIs and files where `web.read` would reshape the content.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        url: publicUrl,
        method: { type: "string", enum: ["GET", "HEAD"], default: "GET", description: "HTTP method; defaults to `GET`." },
        headers: {
          type: "object",
          additionalProperties: { type: "string", description: "A header value." },
          description: "Extra request headers, e.g. `{\"Accept\": \"application/json\"}`.",
        },
      },
      ["url"],
    ),
    errors: webErrors,
  },
];
