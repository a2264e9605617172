// web.sitemap: a site's pages from its sitemap(s) (issue 11). Found through robots.txt's `Sitemap:` lines,
// else /sitemap.xml — or read directly when the URL names a sitemap. Index files are followed level by
// level, bounded (SITEMAP_MAX_DEPTH levels below the first, SITEMAP_MAX_FILES sitemaps in all, `limit`
// URLs); `contains` filters the URLs, `lastmod` is kept. Every request goes through the egress policy.
// A sitemap that failed keeps the ones that read (seed "tool rules", Partial failure); when none read,
// the call fails, retried first if an outage was among the reasons.
// Issue 16, item 6: the call has ONE byte budget over everything it reads (WEB_SITEMAP_MAX_TOTAL_BYTES; an
// index of 50 × 5 MB sitemaps read 470 MB): reads share it as they go, nothing more is fetched once it is
// spent, and the result's `stopped` says the budget ended the walk.

import type { EgressFetch } from "@/lib/egress/egress-fetch";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList } from "../json-text";
import { decodeBody } from "./decode-body";
import { byteBudget, checkedUrl, fetchBounded, type ByteBudget } from "./fetch-bounded";
import { parseSitemap, sitemapsOfRobots, type SitemapEntry } from "./parse-sitemap";
import { isGzip, unpackGzip } from "./unpack-gzip";
import { failureLine, failureOfStatus, type WebFailure } from "./web-failure";
import { webFetchOf } from "./web-fetch";
import { SITEMAP_MAX_DEPTH, SITEMAP_MAX_FILES, webLimitsOf, type WebLimits } from "./web-limits";
import { errorOfFailures } from "./web-tool-error";

type SitemapRead =
  | { kind: "urlset"; urls: SitemapEntry[] }
  | { kind: "index"; sitemaps: SitemapEntry[] }
  | { kind: "failed"; failure: WebFailure }
  /** Not fetched: the call's byte budget was spent before its turn. */
  | { kind: "unread" };

type Fetcher = { fetch: EgressFetch; limits: WebLimits; signal: AbortSignal | undefined; budget: ByteBudget };

/** A URL that names a sitemap itself rather than a site. */
export function namesSitemap(url: URL): boolean {
  return /sitemap|\.xml(\.gz)?$|\.txt$/i.test(url.pathname) && url.pathname !== "/robots.txt";
}

async function readOne(fetcher: Fetcher, url: string): Promise<SitemapRead> {
  if (fetcher.budget.remaining <= 0) {
    fetcher.budget.spent = true;
    return { kind: "unread" };
  }
  const headers = new Headers({ accept: "application/xml,text/xml,text/plain,*/*;q=0.5" });
  const fetched = await fetchBounded(fetcher.fetch, { url, headers, signal: fetcher.signal }, fetcher.limits.responseMaxBytes, fetcher.budget);
  if (fetched.kind === "failed") return fetched;
  const statusFailure = failureOfStatus(url, fetched.status);
  if (statusFailure !== null) return { kind: "failed", failure: statusFailure };
  const unreadable = (reason: string): SitemapRead => ({ kind: "failed", failure: { url, kind: "unreadable", code: "content_not_readable", reason, retryable: false } });
  let body = fetched.body;
  if (isGzip(body)) {
    // The unpacked bytes are read too: they come out of the same budget.
    const room = Math.min(fetcher.limits.responseMaxBytes, Math.max(0, fetcher.budget.remaining));
    const unpacked = unpackGzip(body, room);
    if (!unpacked.ok) {
      if (room < fetcher.limits.responseMaxBytes) fetcher.budget.spent = true;
      return unreadable(`the gzipped sitemap is refused: ${unpacked.reason}`);
    }
    fetcher.budget.remaining -= unpacked.body.byteLength;
    body = unpacked.body;
  }
  const decoded = decodeBody(isGzip(fetched.body) ? "application/xml" : fetched.headers.get("content-type"), body);
  if (decoded.text === null) return unreadable(`it is binary content (${decoded.mediaType || "unknown"}), not a sitemap`);
  const parsed = parseSitemap(decoded.text);
  // Cut by the call's budget before anything readable arrived: not read, rather than "not a sitemap".
  if (parsed.kind === "not_a_sitemap" && fetched.budgetCut) return { kind: "unread" };
  if (parsed.kind === "not_a_sitemap") return { kind: "failed", failure: { url, kind: "absent", code: "sitemap_not_found", reason: "the address answers, but not with a sitemap", retryable: false } };
  return parsed;
}

/** The sitemaps to start from: robots.txt's, else /sitemap.xml (a robots.txt that fails is no reason to stop). */
async function startingSitemaps(fetcher: Fetcher, url: URL): Promise<string[]> {
  if (namesSitemap(url)) return [url.href];
  const robotsUrl = new URL("/robots.txt", url).href;
  const robots = await fetchBounded(fetcher.fetch, { url: robotsUrl, headers: new Headers({ accept: "text/plain" }), signal: fetcher.signal }, fetcher.limits.responseMaxBytes, fetcher.budget);
  if (robots.kind === "answered" && robots.status >= 200 && robots.status < 300) {
    const text = decodeBody("text/plain", robots.body).text ?? "";
    const named = sitemapsOfRobots(text, robots.finalUrl);
    if (named.length > 0) return named;
  }
  return [new URL("/sitemap.xml", url).href];
}

export type SitemapListing = {
  sitemaps: string[];
  urls: { url: string; lastmod?: string }[];
  failures: WebFailure[];
  /** Why the listing stopped early, when it did. */
  stopped: string | null;
};

function budgetSpent(fetcher: Fetcher, unread: number): string {
  const left = unread === 0 ? "" : `; ${unread} sitemap(s) not read`;
  return `the byte budget of one call (${fetcher.limits.sitemapMaxTotalBytes} bytes, WEB_SITEMAP_MAX_TOTAL_BYTES) was spent, which ended the walk${left}`;
}

export async function listSitemaps(fetcher: Fetcher, site: URL, contains: string | undefined, limit: number): Promise<SitemapListing> {
  const listing: SitemapListing = { sitemaps: [], urls: [], failures: [], stopped: null };
  const seenPages = new Set<string>();
  const seenSitemaps = new Set<string>();
  const needle = contains?.toLowerCase();
  let level = await startingSitemaps(fetcher, site);
  for (let depth = 0; level.length > 0; depth += 1) {
    const room = SITEMAP_MAX_FILES - seenSitemaps.size;
    const fresh = level.filter((url) => !seenSitemaps.has(url));
    const batch = fresh.slice(0, room);
    if (fresh.length > batch.length) listing.stopped = `${fresh.length - batch.length} sitemap(s) not read: at most ${SITEMAP_MAX_FILES} are read in one call`;
    for (const url of batch) seenSitemaps.add(url);
    const reads = await Promise.all(batch.map((url) => readOne(fetcher, url)));
    const next: string[] = [];
    for (const [position, read] of reads.entries()) {
      if (read.kind === "unread") continue;
      if (read.kind === "failed") {
        listing.failures.push(read.failure);
        continue;
      }
      listing.sitemaps.push(batch[position]);
      if (read.kind === "index") {
        if (depth >= SITEMAP_MAX_DEPTH) listing.stopped = `sitemap indexes nested deeper than ${SITEMAP_MAX_DEPTH} levels were not followed`;
        else next.push(...read.sitemaps.map((entry) => entry.loc).filter((loc) => checkedUrl(loc).ok));
        continue;
      }
      for (const entry of read.urls) {
        if (!/^https?:\/\//i.test(entry.loc) || seenPages.has(entry.loc)) continue;
        if (needle !== undefined && !entry.loc.toLowerCase().includes(needle)) continue;
        if (listing.urls.length >= limit) {
          listing.stopped = `the limit of ${limit} URLs was reached`;
          return listing;
        }
        seenPages.add(entry.loc);
        listing.urls.push(entry.lastmod === undefined ? { url: entry.loc } : { url: entry.loc, lastmod: entry.lastmod });
      }
    }
    if (fetcher.budget.spent) {
      const unread = reads.filter((read) => read.kind === "unread").length + next.filter((url) => !seenSitemaps.has(url)).length;
      listing.stopped = budgetSpent(fetcher, unread);
      return listing;
    }
    level = next;
  }
  return listing;
}

export async function readSitemap(input: { url: string; contains?: string; limit: number }, context: ToolContext, services: ToolServices): Promise<string> {
  const checked = checkedUrl(input.url);
  if (!checked.ok) throw new ToolError(checked.failure.code, checked.failure.reason);
  const limits = webLimitsOf(services.settings());
  const fetcher = { fetch: webFetchOf(services), limits, signal: context.signal, budget: byteBudget(limits.sitemapMaxTotalBytes) };
  const listing = await listSitemaps(fetcher, checked.url, input.contains, input.limit);
  if (listing.sitemaps.length === 0) {
    const failures = listing.failures;
    if (failures.length > 0 && failures.every((failure) => failure.kind === "absent")) {
      throw new ToolError("sitemap_not_found", `the site publishes no sitemap: ${failures.map(failureLine).join("; ")}`);
    }
    throw errorOfFailures("web.sitemap", failures);
  }
  const head = {
    site: checked.url.origin,
    sitemaps: listing.sitemaps,
    count: listing.urls.length,
    ...(listing.stopped === null ? {} : { stopped: listing.stopped }),
    ...(listing.failures.length === 0 ? {} : { failed: listing.failures.map(failureLine) }),
  };
  return compactJsonList(head, "urls", listing.urls);
}
