// Issue 10, item 5: a call's result as Tollgate reads it. Text parts joined with a newline; structured
// content as JSON (once: not again when the text parts already carry it, as the spec recommends servers
// send it); images and audio are media (stored by ref, never previewed); resource links and
// blobs become a line naming them; `isError` is kept (the model reads `ERROR: …`).

import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { VendorMedia, VendorResult } from "./connector-types";

type ContentPart = CallToolResult["content"][number];

/** JSON with sorted keys: two values are the same JSON when their canonical texts are equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function sameJson(text: string, value: unknown): boolean {
  try {
    return canonical(JSON.parse(text)) === canonical(value);
  } catch {
    return false;
  }
}

function base64Bytes(data: string): number {
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}

function describeResource(part: Extract<ContentPart, { type: "resource" }>): string {
  const resource = part.resource;
  if ("text" in resource && typeof resource.text === "string") return resource.text;
  const blob = "blob" in resource && typeof resource.blob === "string" ? resource.blob : "";
  const mime = resource.mimeType ?? "application/octet-stream";
  return `[resource ${resource.uri} (${mime}, ${base64Bytes(blob)} bytes)]`;
}

function describeLink(part: Extract<ContentPart, { type: "resource_link" }>): string {
  const mime = part.mimeType === undefined ? "" : `, ${part.mimeType}`;
  return `[resource link ${part.name}: ${part.uri}${mime}]`;
}

/** Every string and number inside a JSON value. */
function leaves(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value !== null && typeof value === "object") return Object.values(value as Record<string, unknown>).flatMap(leaves);
  return [];
}

/**
 * Structured content the text parts already carry: the same JSON (what the spec asks servers to send), or
 * every value of it written out in the text (server-filesystem answers a file as text and as `{content}`).
 * The model would otherwise read the same thing twice; anything the text lacks keeps the JSON.
 */
function carriedByText(texts: readonly string[], structured: unknown): boolean {
  if (texts.some((text) => sameJson(text, structured))) return true;
  const values = leaves(structured);
  const joined = texts.join("\n");
  return values.length > 0 && values.every((value) => joined.includes(value));
}

/** A result as `Client.callTool` returns it; the legacy `toolResult` form is read as structured content. */
export type CallToolAnswer = Partial<CallToolResult> & { toolResult?: unknown };

export function vendorResultOf(answer: CallToolAnswer): VendorResult {
  const texts: string[] = [];
  const media: VendorMedia[] = [];
  for (const part of answer.content ?? []) {
    switch (part.type) {
      case "text":
        texts.push(part.text);
        break;
      case "image":
      case "audio":
        media.push({ kind: part.type, mimeType: part.mimeType, data: Buffer.from(part.data, "base64") });
        break;
      case "resource_link":
        texts.push(describeLink(part));
        break;
      case "resource":
        texts.push(describeResource(part));
        break;
    }
  }
  const structured = answer.structuredContent ?? answer.toolResult;
  if (structured !== undefined && !carriedByText(texts, structured)) {
    texts.push(JSON.stringify(structured));
  }
  return { isError: answer.isError === true, text: texts.join("\n"), media };
}
