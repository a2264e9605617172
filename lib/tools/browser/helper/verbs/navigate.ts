// browser.navigate: opens a URL in the run's tab. Only http and https; the address and every redirect are
// checked by the interception (egress-interception.ts), and a refused hop of this tab's own page is the
// tool error `address_not_allowed` (CONTRACT.md, Outbound requests).

import type { VerbInput, VerbResult } from "../../helper-protocol";
import { firstLine, HelperError, helperErrorOf, isTimeout } from "../helper-error";
import type { VerbContext } from "../verb-context";

const NAVIGATION_MAX_MS = 30_000;

function checkedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HelperError("navigation_failed", `${JSON.stringify(text)} is not an absolute URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new HelperError("address_not_allowed", `The address is not allowed: the scheme ${url.protocol} is not allowed (http and https only).`);
  }
  return url;
}

export async function navigate(verb: VerbContext, input: Extract<VerbInput, { verb: "navigate" }>): Promise<VerbResult> {
  const url = checkedUrl(input.url);
  try {
    const response = await verb.page.goto(url.href, { waitUntil: input.waitUntil, timeout: verb.deadline.step(NAVIGATION_MAX_MS) });
    return { verb: "navigate", status: response?.status() ?? null };
  } catch (error) {
    const refusal = verb.refused.find((request) => request.navigation);
    if (refusal !== undefined) throw new HelperError("address_not_allowed", `${refusal.reason} (${refusal.url})`);
    if (isTimeout(error)) throw new HelperError("timed_out", `the page did not finish loading in time: ${firstLine(error)}`);
    if (/Download is starting/i.test(firstLine(error))) throw new HelperError("navigation_failed", "the address starts a download rather than a page; use browser.download with this url");
    throw helperErrorOf(error, "navigation_failed");
  }
}
