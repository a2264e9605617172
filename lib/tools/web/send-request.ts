// web.request: one HTTP request with a method, headers and a body; the answer is the status, the headers
// and the body as text (bounded here, capped and redacted by the result pipeline). Every request goes
// through the egress policy, redirects included.
// Retries (seed "tool rules", Retries: what decides is what the call does): the tool is `safe` by the seed,
// which holds for reading. So an outage of a GET, HEAD or OPTIONS (a timeout, a 5xx, a reset) is thrown
// as retryable; the same outage of a POST, PUT, PATCH or DELETE is thrown as a plain tool error — it may
// already have acted, so it is never repeated, and the answer says so. A 4xx is the site's answer, returned.

import { describeHttpStatus } from "@/lib/egress/describe-http-status";
import { z } from "zod";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { decodeBody } from "./decode-body";
import { fetchBounded } from "./fetch-bounded";
import { checkRequestHeaders } from "./request-headers";
import { failureOfStatus, type WebFailure } from "./web-failure";
import { webFetchOf } from "./web-fetch";
import { webLimitsOf } from "./web-limits";

/** The methods web.request sends (its schema's enum). */
export const httpMethod = z.enum(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export type Method = z.infer<typeof httpMethod>;

/** Methods that read: repeating one changes nothing, so its outage may be retried. */
const READING: ReadonlySet<Method> = new Set(["GET", "HEAD", "OPTIONS"]);

export function isReadingMethod(method: Method): boolean {
  return READING.has(method);
}

export type SendRequestInput = { url: string; method: Method; headers?: Record<string, string>; body?: string; json?: Record<string, unknown> };

type Outgoing = { method: Method; headers: Headers; body: string | undefined };

function outgoingOf({ method, headers: given, body: text, json }: SendRequestInput): Outgoing {
  const checked = checkRequestHeaders(given);
  if (!checked.ok) throw new ToolError(checked.code, checked.message);
  const { headers } = checked;
  if (text !== undefined && json !== undefined) throw new ToolError("invalid_input", "give `body` (text) or `json` (a value sent as JSON), not both");
  let body = text;
  if (json !== undefined) {
    body = JSON.stringify(json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  if (body !== undefined && (method === "GET" || method === "HEAD")) throw new ToolError("body_not_allowed", `a ${method} request carries no body; use POST, PUT or PATCH to send one`);
  return { method, headers, body };
}

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) out[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 1) out["set-cookie"] = cookies.join("\n");
  return out;
}

/** The failure as the model hears it, retried only for a method that reads. */
function failureError(method: Method, failure: WebFailure): ToolError {
  const message = `${method} ${failure.url}: ${failure.reason}`;
  if (!failure.retryable) return new ToolError(failure.code, message);
  if (isReadingMethod(method)) return new ToolError(failure.code, message, { retryable: true });
  return new ToolError(
    failure.code,
    `${message}; not repeated, since a ${method} may already have acted — check the outcome before sending it again`,
  );
}

export async function sendRequest(input: SendRequestInput, context: ToolContext, services: ToolServices): Promise<string> {
  const { url } = input;
  const limits = webLimitsOf(services.settings());
  const outgoing = outgoingOf(input);
  const fetched = await fetchBounded(webFetchOf(services), { url, ...outgoing, signal: context.signal }, limits.responseMaxBytes);
  if (fetched.kind === "failed") throw failureError(outgoing.method, fetched.failure);
  const statusFailure = failureOfStatus(url, fetched.status);
  // A 5xx is an outage; a 4xx (absent or refused) is the site's answer and comes back as one.
  if (statusFailure !== null && statusFailure.code === "fetch_failed") throw failureError(outgoing.method, statusFailure);
  const decoded = decodeBody(fetched.headers.get("content-type"), fetched.body);
  const bodyField =
    outgoing.method === "HEAD"
      ? {}
      : decoded.text === null
        ? { body: null, bodyNote: `binary content (${decoded.mediaType || "unknown type"}, ${fetched.body.byteLength} bytes), not shown` }
        : { body: decoded.text };
  return jsonText({
    status: fetched.status,
    statusText: describeHttpStatus(fetched.status),
    url: fetched.finalUrl,
    headers: headersOf(fetched.headers),
    ...bodyField,
    ...(fetched.truncated ? { truncated: `the body went on past ${limits.responseMaxBytes} bytes; only that much was read` } : {}),
  });
}
