// A response body as text: its media type and charset from Content-Type, else sniffed. A body with NUL
// bytes, or of a media type that is not text, is binary and is not decoded.

export type MediaKind = "html" | "json" | "text" | "binary";

export type DecodedBody = { mediaType: string; kind: MediaKind; text: string | null };

const TEXT_APPLICATIONS = new Set([
  "application/xml", "application/javascript", "application/ecmascript", "application/x-javascript", "application/yaml",
  "application/x-yaml", "application/toml", "application/x-www-form-urlencoded", "application/csv", "application/sql",
  "application/graphql", "application/x-ndjson", "application/ndjson",
]);

export function mediaTypeOf(contentType: string | null): { mediaType: string; charset: string | null } {
  if (contentType === null) return { mediaType: "", charset: null };
  const [type, ...parameters] = contentType.split(";");
  const charset = parameters.map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(parameter)?.[1]).find((value) => value !== undefined);
  return { mediaType: type.trim().toLowerCase(), charset: charset?.toLowerCase() ?? null };
}

function kindOf(mediaType: string, body: Uint8Array): MediaKind {
  if (mediaType === "text/html" || mediaType === "application/xhtml+xml") return "html";
  if (mediaType === "application/json" || mediaType.endsWith("+json")) return "json";
  if (mediaType.startsWith("text/") || mediaType.endsWith("+xml") || TEXT_APPLICATIONS.has(mediaType)) return "text";
  if (mediaType === "" || mediaType === "application/octet-stream") {
    // No type said (or the generic one): text if it decodes as UTF-8 text, HTML if it opens like a page.
    const head = new TextDecoder("utf-8", { fatal: false }).decode(body.subarray(0, 1024)).trimStart().toLowerCase();
    if (body.subarray(0, 4096).includes(0)) return "binary";
    if (head.startsWith("<!doctype html") || head.startsWith("<html")) return "html";
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(body.subarray(0, 4096));
      return "text";
    } catch {
      return "binary";
    }
  }
  return "binary";
}

function decoderFor(charset: string | null): TextDecoder {
  try {
    return new TextDecoder(charset ?? "utf-8");
  } catch {
    return new TextDecoder("utf-8");
  }
}

export function decodeBody(contentType: string | null, body: Uint8Array): DecodedBody {
  const { mediaType, charset } = mediaTypeOf(contentType);
  const kind = kindOf(mediaType, body);
  if (kind === "binary") return { mediaType, kind, text: null };
  const text = decoderFor(charset).decode(body);
  // A text type that carries NUL bytes is not text a model can read.
  if (text.includes("\u0000")) return { mediaType, kind: "binary", text: null };
  return { mediaType, kind, text };
}
