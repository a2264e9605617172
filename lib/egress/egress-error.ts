// A request the egress policy stopped, with a code for machines and a sentence for people (STYLE.md: errors
// with codes). CONTRACT.md, Outbound requests: a refused address inside a tool call is the tool error
// `address_not_allowed`. The message names the target and the rule, never what the target answered.

export type EgressErrorCode =
  /** The scheme, the host or one of its addresses is refused and not allow-listed. */
  | "address_not_allowed"
  /** The host name has no address (the DNS lookup failed): not a refusal of the policy. */
  | "host_not_found"
  /** No complete answer within the request's total time. */
  | "timed_out"
  /** More redirects than the policy follows. */
  | "too_many_redirects";

export class EgressError extends Error {
  readonly code: EgressErrorCode;
  constructor(code: EgressErrorCode, message: string) {
    super(message);
    this.name = "EgressError";
    this.code = code;
  }
}

/** The EgressError anywhere in an error's cause chain (undici wraps a refused connection in "fetch failed"). */
export function findEgressError(error: unknown): EgressError | null {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    if (current instanceof EgressError) return current;
    seen.add(current);
    current = current.cause;
  }
  return null;
}
