// Every request the agent's Chrome makes, while the helper is attached, is answered through the product's
// egress fetch (CONTRACT.md, Outbound requests): CDP's Fetch domain on the BROWSER target pauses each
// request of every tab, frame, worker and popup; the helper fetches it itself — the address checked after
// DNS resolution and pinned for the connection (lib/egress/checked-connector.ts) — and fulfils it, or
// fails it when the policy refuses. A redirect is answered as it came (Location unfollowed): Chrome's next
// hop is a new request, paused and checked again, so every redirect is checked.
//
// Chrome itself has no network (chrome-launch.ts: every host name and address resolves to nothing), so a
// request that is never intercepted — a websocket, a preconnect, anything while no helper is attached —
// fails instead of reaching an address the policy would refuse.

import type { Browser, CDPSession } from "playwright-core";
import { findEgressError } from "@/lib/egress/egress-error";
import { createEgressFetch, type EgressFetch } from "@/lib/egress/egress-fetch";
import { egressPolicyFromEnvironment } from "@/lib/egress/egress-from-environment";
import { egressSettingsFromEnvironment } from "@/lib/egress/egress-settings";
import type { RefusedRequest } from "../helper-protocol";
import { readBodyUpTo } from "./read-body";

/** One response's body, at most; a page's resource past it fails rather than filling the helper's memory. */
export const RESPONSE_MAX_BYTES = 32 * 1024 * 1024;

// Hop-by-hop headers belong to Chrome's own connection, not to the one the helper opens.
const REQUEST_HEADERS_DROPPED = new Set(["host", "connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer", "content-length"]);
// The egress fetch hands the body over decoded, so its encoding and length no longer describe it.
const RESPONSE_HEADERS_DROPPED = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

/** CDP's Network.ErrorReason values the interception uses. */
type FailReason = "BlockedByClient" | "TimedOut" | "ConnectionFailed" | "Failed";

type PausedRequest = {
  requestId: string;
  request: { url: string; urlFragment?: string; method: string; headers: Record<string, string>; postData?: string; postDataEntries?: { bytes?: string }[] };
  frameId: string;
  resourceType: string;
};

export type Interception = {
  /** Requests the policy refused, in order. */
  refused: RefusedRequest[];
  stop(): Promise<void>;
};

function requestHeaders(headers: Record<string, string>): Headers {
  const kept = new Headers();
  for (const [name, value] of Object.entries(headers)) if (!REQUEST_HEADERS_DROPPED.has(name.toLowerCase())) kept.append(name, value);
  // Only encodings the egress fetch decodes (a zstd body would reach Chrome still encoded).
  kept.set("accept-encoding", "gzip, deflate, br");
  return kept;
}

function requestBody(paused: PausedRequest): Blob | undefined {
  const { postDataEntries, postData } = paused.request;
  if (postDataEntries !== undefined && postDataEntries.length > 0) {
    return new Blob(postDataEntries.map((entry) => Buffer.from(entry.bytes ?? "", "base64")));
  }
  return postData === undefined ? undefined : new Blob([postData]);
}

function responseHeaders(response: Response): { name: string; value: string }[] {
  const headers: { name: string; value: string }[] = [];
  response.headers.forEach((value, name) => {
    if (!RESPONSE_HEADERS_DROPPED.has(name) && name !== "set-cookie") headers.push({ name, value });
  });
  // Chrome stores the cookies of a fulfilled response, as it would of one it fetched itself.
  for (const cookie of response.headers.getSetCookie()) headers.push({ name: "set-cookie", value: cookie });
  return headers;
}

export function browserEgressFetch(): EgressFetch {
  const settings = egressSettingsFromEnvironment();
  return createEgressFetch({
    policy: egressPolicyFromEnvironment(),
    timeoutMs: settings.timeoutMs,
    connectTimeoutMs: settings.connectTimeoutMs,
    // Chrome follows redirects itself, each hop paused and checked here again.
    honorManualRedirect: true,
  });
}

/**
 * Starts answering every request of the browser; `isOwnDocument(frameId)` tells a navigation of the call's
 * own tab, whose refusal the verb reports as its error.
 */
export async function interceptEveryRequest(browser: Browser, isOwnDocument: (frameId: string) => boolean): Promise<Interception> {
  const session: CDPSession = await browser.newBrowserCDPSession();
  const egressFetch = browserEgressFetch();
  const stopAll = new AbortController();
  const refused: RefusedRequest[] = [];

  const fail = async (requestId: string, errorReason: FailReason): Promise<void> => {
    await session.send("Fetch.failRequest", { requestId, errorReason }).catch(() => undefined);
  };

  async function answer(paused: PausedRequest): Promise<void> {
    const { requestId, request } = paused;
    const url = request.url + (request.urlFragment ?? "");
    const navigation = paused.resourceType === "Document" && isOwnDocument(paused.frameId);
    let response: Response;
    try {
      response = await egressFetch(request.url, { method: request.method, headers: requestHeaders(request.headers), body: requestBody(paused), redirect: "manual", signal: stopAll.signal });
    } catch (error) {
      const egress = findEgressError(error);
      if (egress?.code === "address_not_allowed") {
        refused.push({ url, reason: egress.message, navigation });
        return fail(requestId, "BlockedByClient");
      }
      return fail(requestId, egress?.code === "timed_out" ? "TimedOut" : "ConnectionFailed");
    }
    const read = await readBodyUpTo(response, RESPONSE_MAX_BYTES).catch(() => null);
    if (read === null || read.kind === "too_large") return fail(requestId, "Failed");
    const body = read.body;
    try {
      await session.send("Fetch.fulfillRequest", { requestId, responseCode: response.status, responseHeaders: responseHeaders(response), body: body.toString("base64") });
    } catch {
      await fail(requestId, "Failed");
    }
  }

  session.on("Fetch.requestPaused", (event) => {
    void answer(event as unknown as PausedRequest).catch(() => fail((event as { requestId: string }).requestId, "Failed"));
  });
  await session.send("Fetch.enable", { patterns: [{ urlPattern: "*", requestStage: "Request" }] });

  return {
    refused,
    async stop() {
      stopAll.abort();
      await session.send("Fetch.disable").catch(() => undefined);
      await session.detach().catch(() => undefined);
    },
  };
}
