import "server-only";
// Issue 12, item 10 (CONTRACT.md, Curation and people: GET /v1/runs pages with a keyset): `before` is an
// opaque cursor naming the last run of the page read, by its (createdAt, id). The next page is every run
// strictly older in that order, so runs started meanwhile never shift or repeat a page. It is base64url of
// "<ISO time>|<id>": clients pass it back unread; nothing in it is secret (the id and time of a run they saw).

export type RunListCursor = { createdAt: Date; id: string };

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export function encodeRunListCursor(cursor: RunListCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`, "utf8").toString("base64url");
}

/** The cursor, or null when the text is not one this server made. */
export function decodeRunListCursor(text: string): RunListCursor | null {
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(text)) return null;
  const [time, id, ...rest] = Buffer.from(text, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || time === undefined || id === undefined || !ID_PATTERN.test(id)) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(time)) return null;
  const createdAt = new Date(time);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}
