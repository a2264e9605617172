// Seed "tools in a run", Results, step 3: the byte cap. A result over the cap is cut and ends with
// "\n[truncated]"; the cut text, marker included, fits in the cap and never splits a UTF-8 character.

export const truncationMarker = "\n[truncated]";

export type CappedText = { text: string; truncated: boolean; bytes: number };

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

export function capBytes(text: string, maxBytes: number): CappedText {
  // Counted before anything is encoded: a result within the cap (nearly every one) is never copied.
  const bytes = utf8Bytes(text);
  if (bytes <= maxBytes) return { text, truncated: false, bytes };
  const encoded = Buffer.from(text, "utf8");
  const markerBytes = utf8Bytes(truncationMarker);
  let end = Math.max(0, maxBytes - markerBytes);
  // Step back over continuation bytes (10xxxxxx) so the cut lands on a character boundary.
  while (end > 0 && (encoded[end] & 0xc0) === 0x80) end -= 1;
  const kept = encoded.subarray(0, end).toString("utf8") + truncationMarker;
  return { text: kept, truncated: true, bytes: utf8Bytes(kept) };
}
