import "server-only";
import { AppError } from "@/lib/contracts/api-error";

/**
 * The request's JSON body. An empty body reads as `{}`, so a schema names the missing fields (422) rather
 * than the client hearing about JSON it never meant to send. Text that is not JSON is 400 `invalid_json`.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  if (depthExceeds(body, maxDepth)) {
    throw new AppError("invalid_request", `The request body nests deeper than ${maxDepth} levels.`, { details: [{ path: "", message: "too deeply nested" }] });
  }
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text) || hasLoneSurrogateEscape(text)) {
    throw new AppError("invalid_request", "The request body holds a lone UTF-16 surrogate, which is not text and cannot be stored.", { details: [{ path: "", message: "lone surrogate" }] });
  }
  return body;
}

// Deeper bodies are refused before anything recursive (validation, storage) meets them: no stack overflow.
const maxDepth = 64;

function depthExceeds(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== "object" || current === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** `"\ud800"` written as an escape: JSON allows it, PostgreSQL's jsonb refuses it. */
function hasLoneSurrogateEscape(text: string): boolean {
  const escapes = /\\u(d[89ab][0-9a-f]{2})(\\u(d[c-f][0-9a-f]{2}))?|\\u(d[c-f][0-9a-f]{2})/gi;
  for (const match of text.matchAll(escapes)) {
    if ((match[1] && !match[2]) || match[4]) return true;
  }
  return false;
}
