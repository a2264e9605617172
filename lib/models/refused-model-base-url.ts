// CONTRACT.md, Outbound requests: a refused model `baseUrl` is refused when the run is created, after
// resolving its host, so an editor hears it at once; the provider's requests are checked again at every
// connection, in case the name resolves elsewhere by then.

import type { ModelSpec } from "@/lib/contracts/model-spec";
import { checkEgressUrl, type EgressPolicy } from "@/lib/egress/egress-policy";

/** Why the spec's baseUrl may not be contacted, or null when it may (or the spec has none). */
export async function refusedModelBaseUrl(spec: ModelSpec, policyFor: () => EgressPolicy): Promise<string | null> {
  if (spec.provider !== "openai-compatible") return null;
  // Asked for only here: a scripted run never depends on the egress settings.
  const check = await checkEgressUrl(policyFor(), spec.baseUrl);
  // A name with no address is refused here too: no request could reach it (its reason says which it was).
  return check.kind === "allowed" ? null : check.reason;
}
