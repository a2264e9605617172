// The helper's request: JSON on stdin (or as the argument after the verb), read up to a bound, its verb the
// one named on the command line.

import { HELPER_VERBS, type HelperRequest, type HelperVerb } from "../helper-protocol";
import { HelperError } from "./helper-error";

/** Uploads travel in the request (base64), so it may be large, but never unbounded. */
export const REQUEST_MAX_BYTES = 96 * 1024 * 1024;

export async function readStdin(stream: NodeJS.ReadableStream, maxBytes = REQUEST_MAX_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    total += buffer.length;
    if (total > maxBytes) throw new HelperError("invalid_request", `the request is larger than ${maxBytes} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function isVerb(value: string | undefined): value is HelperVerb {
  return (HELPER_VERBS as readonly string[]).includes(value ?? "");
}

export function parseRequest(verb: string | undefined, text: string): HelperRequest {
  if (!isVerb(verb)) throw new HelperError("invalid_request", `usage: guilds-browser <${HELPER_VERBS.join("|")}> with a JSON request on stdin`);
  let request: HelperRequest;
  try {
    request = JSON.parse(text) as HelperRequest;
  } catch {
    throw new HelperError("invalid_request", "the request is not JSON");
  }
  if (typeof request !== "object" || request === null || typeof request.port !== "number" || request.input?.verb !== verb) {
    throw new HelperError("invalid_request", `the request must carry a port and an input for the verb ${verb}`);
  }
  return {
    ...request,
    closeTargets: Array.isArray(request.closeTargets) ? request.closeTargets : [],
    budgetMs: request.budgetMs > 0 ? request.budgetMs : 30_000,
    downloadsDirectory: typeof request.downloadsDirectory === "string" && request.downloadsDirectory.startsWith("/") ? request.downloadsDirectory : null,
  };
}
