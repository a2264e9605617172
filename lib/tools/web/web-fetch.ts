// The fetch a web call goes out through: the services' own when given (a test's), else the one egress
// policy of the current settings (CONTRACT.md, Outbound requests), so a changed TOLLGATE_EGRESS_ALLOW or
// timeout takes effect at the next call.

import { egressFetchFor } from "@/lib/egress/egress-from-environment";
import type { EgressFetch } from "@/lib/egress/egress-fetch";
import type { ToolServices } from "../define/define-tool";

export function webFetchOf(services: ToolServices): EgressFetch {
  return services.egressFetch ?? egressFetchFor("request", services.settings());
}
