// A stdio server's stderr, of which only the last few kilobytes are kept: enough to say why it failed to
// start or crashed, bounded however much it writes.

import type { Stream } from "node:stream";

export const STDERR_TAIL_BYTES = 4096;

export type StderrTail = { text(): string };

export function keepStderrTail(stream: Stream | null, limit = STDERR_TAIL_BYTES): StderrTail {
  let tail = Buffer.alloc(0);
  stream?.on("data", (chunk: Buffer | string) => {
    const next = Buffer.concat([tail, Buffer.from(chunk)]);
    tail = next.length > limit ? next.subarray(next.length - limit) : next;
  });
  // An error on the pipe only means the process is gone; the exit is reported elsewhere.
  stream?.on("error", () => {});
  return {
    text() {
      const lines = tail.toString("utf8").split("\n").map((line) => line.trim()).filter((line) => line !== "");
      return lines.slice(-3).join(" / ");
    },
  };
}
