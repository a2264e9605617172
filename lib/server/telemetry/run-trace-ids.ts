import "server-only";
import { createHash } from "node:crypto";
import { RandomIdGenerator, type IdGenerator } from "@opentelemetry/sdk-trace-base";

// Issue 17, item 3: a run may take several passes (a gate's wait, a worker that died, a lease taken over),
// each on whichever worker holds it then. Every pass is its own `invoke_agent` span, and all of a run's
// passes share ONE trace, its id derived from the run's id: no state is kept between passes or workers.

export function traceIdOfRun(runId: string): string {
  const id = createHash("sha256").update(`tollgate-run:${runId}`).digest("hex").slice(0, 32);
  // An all-zero id is invalid; a hash of that shape is a 2^-128 chance, still answered.
  return /^0+$/.test(id) ? "1".padStart(32, "0") : id;
}

/** Random ids, except the trace id of a span started right after `useTraceId` (a pass's root span). */
export class RunTraceIds implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  private next: string | null = null;

  useTraceId(traceId: string): void {
    this.next = traceId;
  }

  generateTraceId(): string {
    const next = this.next;
    this.next = null;
    return next ?? this.random.generateTraceId();
  }

  generateSpanId(): string {
    return this.random.generateSpanId();
  }
}
