// What a script prints with console.log, kept within bounds: a script in a loop must not fill the host's
// memory with logs (the result pipeline caps what the model reads later, but only after they were held).
// Lines arrive already cut to MAX_LOG_LINE_LENGTH by the sandbox's own console (sandbox-prelude.ts); here
// they are counted, by number and by UTF-8 bytes against the output limit (SCRIPT_OUTPUT_MAX_BYTES).

export const MAX_LOG_LINES = 200;
export const MAX_LOG_LINE_LENGTH = 2000;
export const LOGS_DROPPED = "[further logs dropped]";

export type SandboxLogs = {
  /** False once the budget is spent: the caller then skips converting the values at all. */
  accepting(): boolean;
  add(line: string): void;
  lines(): string[];
};

export function createSandboxLogs(maxBytes: number = Number.POSITIVE_INFINITY): SandboxLogs {
  const lines: string[] = [];
  let dropped = false;
  let bytes = 0;
  return {
    accepting: () => !dropped,
    add(line) {
      if (dropped) return;
      const kept = line.length > MAX_LOG_LINE_LENGTH ? `${line.slice(0, MAX_LOG_LINE_LENGTH)}…` : line;
      bytes += Buffer.byteLength(kept, "utf8");
      if (lines.length >= MAX_LOG_LINES || bytes > maxBytes) {
        dropped = true;
        lines.push(LOGS_DROPPED);
        return;
      }
      lines.push(kept);
    },
    lines: () => [...lines],
  };
}
