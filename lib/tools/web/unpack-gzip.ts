// A gzipped sitemap (`sitemap.xml.gz`, sent as application/gzip rather than with a Content-Encoding) is
// unpacked here, bounded: a small file that unpacks past the byte bound is refused, not expanded.

import { gunzipSync } from "node:zlib";

export type Unpacked = { ok: true; body: Uint8Array } | { ok: false; reason: string };

export function isGzip(body: Uint8Array): boolean {
  return body.byteLength >= 2 && body[0] === 0x1f && body[1] === 0x8b;
}

export function unpackGzip(body: Uint8Array, maxBytes: number): Unpacked {
  try {
    return { ok: true, body: new Uint8Array(gunzipSync(body, { maxOutputLength: maxBytes })) };
  } catch (error) {
    const tooLarge = (error as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError;
    return { ok: false, reason: tooLarge ? `it unpacks to more than ${maxBytes} bytes` : "it is not valid gzip" };
  }
}
