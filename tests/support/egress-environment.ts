// The egress settings a test needs, set on process.env (read at each request by the API handlers and the
// in-process worker, and inherited by spawned workers) and restored afterwards. Tests allow exactly the
// loopback servers they start: the product refuses loopback otherwise (CONTRACT.md, Outbound requests).

type Variable = "TOLLGATE_EGRESS_ALLOW" | "MODEL_REQUEST_TIMEOUT_MS" | "TOLLGATE_EGRESS_TIMEOUT_MS" | "TOLLGATE_WORKER_CONCURRENCY";

/** Sets the variables (undefined removes one) and returns what puts the previous values back. */
export function setEgressEnvironment(values: Partial<Record<Variable, string | undefined>>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(values);
  return () => apply(previous);
}

/** Allows outbound requests to exactly the `host:port` of each URL. */
export function allowEgressTo(...urls: string[]): () => void {
  return setEgressEnvironment({ TOLLGATE_EGRESS_ALLOW: urls.map((url) => new URL(url).host).join(",") });
}
