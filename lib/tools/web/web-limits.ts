// The web tools' limits (CONTRACT.md, Conventions: limits have names and defaults). The byte bounds are
// settings, read from the services' settings at each call (issue 17, item 4); the others are the issue's
// bounds, fixed so every deployment reads sitemaps the same way.

import type { Settings } from "@/lib/settings/environment-schema";

export type WebLimits = {
  /** WEB_RESPONSE_MAX_BYTES: the most bytes read of one response (a page, a sitemap, a request's body). */
  responseMaxBytes: number;
  /**
   * WEB_SITEMAP_MAX_TOTAL_BYTES (issue 16, item 6): the most bytes one web.sitemap call reads over every
   * response it fetches (robots.txt, an index, its children; a gzipped file's unpacked bytes count too).
   */
  sitemapMaxTotalBytes: number;
};

/** Issue 11: web.read takes one to ten URLs. */
export const MAX_URLS = 10;

/** Issue 11: sitemap index files are followed, bounded: this deep, this many sitemaps read in all. */
export const SITEMAP_MAX_DEPTH = 3;
export const SITEMAP_MAX_FILES = 50;

export function webLimitsOf(settings: Settings): WebLimits {
  return { responseMaxBytes: settings.WEB_RESPONSE_MAX_BYTES, sitemapMaxTotalBytes: settings.WEB_SITEMAP_MAX_TOTAL_BYTES };
}
