// What read_file and workspace.read_file answer: a file's lines, numbered, from a zero-based `offset` for up
// to `limit` lines, and how many lines remain. A window also stops at READ_WINDOW_MAX_BYTES, so a long file
// is read in whole lines with an offset to continue from rather than cut by the result's byte cap.

import { utf8Bytes } from "@/lib/runtime/results/cap-bytes";

export const READ_WINDOW_MAX_BYTES = 48 * 1024;

export type ReadWindowRequest = { path: string; content: string; offset: number; limit?: number; maxBytes?: number };

/** The file's lines; the empty line after a final newline is not a line of its own. */
export function linesOf(content: string): string[] {
  if (content === "") return [];
  const lines = content.split("\n");
  return lines[lines.length - 1] === "" ? lines.slice(0, -1) : lines;
}

export function readWindow(request: ReadWindowRequest): string {
  const lines = linesOf(request.content);
  const total = lines.length;
  if (total === 0) return `${request.path} is empty.`;
  if (request.offset >= total) return `${request.path} has ${total} lines; offset ${request.offset} is past its end (the last line is offset ${total - 1}).`;
  const maxBytes = request.maxBytes ?? READ_WINDOW_MAX_BYTES;
  const end = Math.min(total, request.limit === undefined ? total : request.offset + request.limit);
  const width = String(end).length;
  const shown: string[] = [];
  let bytes = 0;
  for (let index = request.offset; index < end; index += 1) {
    const numbered = `${String(index + 1).padStart(width)}\t${lines[index]}`;
    bytes += utf8Bytes(numbered) + 1;
    // The first line is always shown, however long: a window that shows nothing cannot move on.
    if (bytes > maxBytes && shown.length > 0) break;
    shown.push(numbered);
  }
  const next = request.offset + shown.length;
  const remaining = total - next;
  if (remaining === 0) return shown.join("\n");
  return `${shown.join("\n")}\n[${remaining} more line${remaining === 1 ? "" : "s"} of ${total}: read on with offset ${next}]`;
}
