import "server-only";
import { payloadTooLarge, refuseDeclaredOversize } from "./body-limit";

/**
 * The request's body, read chunk by chunk with a byte counter: a body over `limit` is refused (413) as soon
 * as it passes the limit, whatever it declared, so an endless chunked body never fills memory. Issue 8,
 * item 6: never `request.text()` on a body of unknown size.
 */
export async function readBodyBytes(
  request: Request,
  limit: number,
  variable?: string,
  /** Sees each chunk as it arrives; a throw stops the reading there (json-shape.ts refuses a body so). */
  inspect?: (chunk: Uint8Array) => void,
): Promise<Uint8Array> {
  refuseDeclaredOversize(request, limit, variable);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(limit, variable);
    }
    try {
      inspect?.(value);
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw error;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
