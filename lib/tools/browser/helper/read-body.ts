// A response body read up to a bound: past it, the rest is cancelled unread (a huge page or file must not
// fill the helper's memory).

export type BodyRead = { kind: "read"; body: Buffer } | { kind: "too_large" };

export async function readBodyUpTo(response: Response, maxBytes: number): Promise<BodyRead> {
  if (response.body === null) return { kind: "read", body: Buffer.alloc(0) };
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { kind: "too_large" };
    }
    chunks.push(Buffer.from(value));
  }
  return { kind: "read", body: Buffer.concat(chunks) };
}
