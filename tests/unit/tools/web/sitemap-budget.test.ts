import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAllowList } from "@/lib/settings/allow-list-setting";
import { createEgressFetch, type EgressFetch } from "@/lib/egress/egress-fetch";
import { resolveHostWithDns } from "@/lib/egress/resolve-host";
import type { ToolContext } from "@/lib/runtime/ports";
import { readSitemap } from "@/lib/tools/web/read-sitemap";
import { settingsWith } from "../../../support/defined-handlers";
import { startLoopbackSite, type LoopbackSite } from "../../../support/loopback-site";
import { unconnectedDependencies } from "../unconnected-dependencies";

// Issue 16, item 6: web.sitemap has one byte budget for the whole call. A sitemap index of 50 sitemaps of
// 5 MB each (one WEB_RESPONSE_MAX_BYTES apiece) was read whole — 250 MB here, 470 MB where it was found.
// The bytes the tool pulls from every response body are counted on the way in: what it keeps is the budget
// exactly; what it pulls is at most one network chunk (≤ 64 KiB) more per response read at the same time.

const MiB = 1024 * 1024;
/** Smaller than the 20 MiB default so the test parses less; the default is tests/unit/settings'. */
const BUDGET = 4 * MiB;
/** The last chunk each response read side by side had pulled when the budget ran out. */
const CHUNK_SLACK = 64 * 1024;
let site: LoopbackSite;
let bytesRead = 0;

/** The egress fetch, with every body read counted as the tool reads it. */
function countingFetch(inner: EgressFetch): EgressFetch {
  return async (url, init) => {
    const response = await inner(url, init);
    if (response.body === null) return response;
    const reader = response.body.getReader();
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        bytesRead += value.byteLength;
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(counted, { status: response.status, headers: response.headers });
  };
}

beforeAll(async () => {
  site = await startLoopbackSite();
});

afterAll(async () => {
  await site.close();
});

/** web.sitemap's own function: the first case lists past the schema's 1,000 URLs, so the budget ends the walk. */
function sitemapHandler(sitemapMaxTotalBytes: number) {
  const fetch = countingFetch(createEgressFetch({ policy: { allow: parseAllowList(site.host), resolve: resolveHostWithDns }, timeoutMs: 30_000, connectTimeoutMs: 1000 }));
  const settings = settingsWith({ WEB_RESPONSE_MAX_BYTES: 5 * MiB, WEB_SITEMAP_MAX_TOTAL_BYTES: sitemapMaxTotalBytes });
  const services = { ...unconnectedDependencies(), settings, egressFetch: fetch };
  return (context: ToolContext, input: { url: string; limit: number }) => readSitemap(input, context, services);
}

const context = { tool: "web.sitemap", callId: "call-1" } as ToolContext;

describe("web.sitemap's byte budget", () => {
  it("reads at most WEB_SITEMAP_MAX_TOTAL_BYTES over an index of 50 × 5 MB (not 250 MB), and says the budget ended the walk", async () => {
    bytesRead = 0;
    const answer = JSON.parse(await sitemapHandler(BUDGET)(context, { url: `${site.url}/sitemaps/heavy.xml?n=50&mb=5`, limit: 1_000_000 }));
    expect(bytesRead).toBeLessThanOrEqual(BUDGET + 50 * CHUNK_SLACK);
    expect(bytesRead).toBeGreaterThan(BUDGET - MiB);
    expect(answer.stopped).toMatch(/^the byte budget of one call \(4194304 bytes, WEB_SITEMAP_MAX_TOTAL_BYTES\) was spent, which ended the walk/);
    expect(answer.count).toBeGreaterThan(1_000);
  }, 60_000);

  it("is the whole call's: a smaller budget stops the walk before the second level is fetched", async () => {
    bytesRead = 0;
    const answer = JSON.parse(await sitemapHandler(2 * 1024)(context, { url: `${site.url}/sitemaps/heavy.xml?n=50&mb=5`, limit: 200 }));
    expect(bytesRead).toBeLessThanOrEqual(2 * 1024 + CHUNK_SLACK);
    expect(site.hitsOf("/sitemaps/heavy/0.xml")).toBeLessThanOrEqual(1);
    expect(answer.stopped).toMatch(/byte budget of one call \(2048 bytes.*ended the walk; \d+ sitemap\(s\) not read/);
  });
});
