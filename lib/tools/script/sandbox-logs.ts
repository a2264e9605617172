// What a script prints with console.log, kept within bounds: a script in a loop must not fill the host's
// memory with logs (the result pipeline caps what the model reads later, but only after they were held).

export const MAX_LOG_LINES = 200;
export const MAX_LOG_LINE_LENGTH = 2000;
export const LOGS_DROPPED = "[further logs dropped]";

export type SandboxLogs = {
  /** False once the budget is spent: the caller then skips converting the values at all. */
  accepting(): boolean;
  add(line: string): void;
  lines(): string[];
};

export function createSandboxLogs(): SandboxLogs {
  const lines: string[] = [];
  let dropped = false;
  return {
    accepting: () => !dropped,
    add(line) {
      if (dropped) return;
      if (lines.length >= MAX_LOG_LINES) {
        dropped = true;
        lines.push(LOGS_DROPPED);
        return;
      }
      lines.push(line.length > MAX_LOG_LINE_LENGTH ? `${line.slice(0, MAX_LOG_LINE_LENGTH)}…` : line);
    },
    lines: () => [...lines],
  };
}
