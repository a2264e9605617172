// The Web family's handlers (seed "built-in tools", Web; issue 11), by canonical name. Every request goes
// through the one egress policy (CONTRACT.md, Outbound requests), looked up at each call so a changed
// TOLLGATE_EGRESS_ALLOW or timeout takes effect at the next request.

import { egressFetchFromEnvironment } from "@/lib/egress/egress-from-environment";
import type { EgressFetch } from "@/lib/egress/egress-fetch";
import type { ToolHandler } from "@/lib/runtime/ports";
import { readPages } from "./read-pages";
import { readSitemap } from "./read-sitemap";
import { sendRequest } from "./send-request";
import { webLimitsFromEnvironment, type WebLimits } from "./web-limits";

export function createWebHandlers(
  limits: WebLimits = webLimitsFromEnvironment(),
  fetchFor: () => EgressFetch = () => egressFetchFromEnvironment("request"),
): Record<string, ToolHandler> {
  return {
    "web.read": readPages(fetchFor, limits),
    "web.sitemap": readSitemap(fetchFor, limits),
    "web.request": sendRequest(fetchFor, limits),
  };
}
