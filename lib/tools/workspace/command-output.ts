// Issue 21, item 1: what workspace.run_command keeps of one output stream — the first COMMAND_OUTPUT_MAX_BYTES,
// the rest read and dropped (a flood never fills memory, nor blocks the command on a full pipe) but counted,
// so the answer can say how much was cut.

export class CappedOutput {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  private seen = 0;

  constructor(private readonly maxBytes: number) {}

  add(chunk: Buffer): void {
    this.seen += chunk.length;
    const room = this.maxBytes - this.kept;
    if (room <= 0) return;
    const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
    this.chunks.push(part);
    this.kept += part.length;
  }

  /** The stream under its name, `(empty)` when nothing came, and a line saying so when it was cut. */
  describe(name: string): string {
    if (this.seen === 0) return `${name}: (empty)`;
    const text = Buffer.concat(this.chunks).toString("utf8");
    const cut = this.seen > this.kept ? `\n[${name} cut: the first ${this.kept} of ${this.seen} bytes are shown (COMMAND_OUTPUT_MAX_BYTES)]` : "";
    return `${name}:\n${text}${cut}`;
  }
}
