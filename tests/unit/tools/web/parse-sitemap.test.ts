import { describe, expect, it } from "vitest";
import { parseSitemap, sitemapsOfRobots, xmlText } from "@/lib/tools/web/parse-sitemap";

// Issue 11, web.sitemap: the sitemap protocol's urlset and index, lastmod kept, read without an XML parser's
// DTD handling — an entity bomb is text passed over, never expanded — and in one pass whatever the input.

describe("parseSitemap", () => {
  it("reads a urlset's pages with their lastmod, and a sitemap index's sitemaps", () => {
    const urlset = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc>https://shop.example/</loc><lastmod>2025-01-10</lastmod><changefreq>daily</changefreq></url>
  <url>
    <loc> https://shop.example/a?x=1&amp;y=2 </loc>
    <image:image><image:loc>https://shop.example/a.jpg</image:loc></image:image>
  </url>
  <!-- <url><loc>https://shop.example/commented-out</loc></url> -->
  <url><loc><![CDATA[https://shop.example/b&c]]></loc><lastmod>2025-02-01T09:30:00+00:00</lastmod></url>
  <url><lastmod>2025-03-01</lastmod></url>
</urlset>`;
    expect(parseSitemap(urlset)).toEqual({
      kind: "urlset",
      urls: [
        { loc: "https://shop.example/", lastmod: "2025-01-10" },
        { loc: "https://shop.example/a?x=1&y=2" },
        { loc: "https://shop.example/b&c", lastmod: "2025-02-01T09:30:00+00:00" },
      ],
    });
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://shop.example/sitemap-1.xml</loc><lastmod>2025-02-15</lastmod></sitemap>
<sitemap><loc>https://shop.example/sitemap-2.xml.gz</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(index)).toEqual({
      kind: "index",
      sitemaps: [{ loc: "https://shop.example/sitemap-1.xml", lastmod: "2025-02-15" }, { loc: "https://shop.example/sitemap-2.xml.gz" }],
    });
  });

  it("reads a namespace prefix on the protocol's own elements", () => {
    expect(parseSitemap('<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://a.example/x</sm:loc></sm:url></sm:urlset>')).toEqual({
      kind: "urlset",
      urls: [{ loc: "https://a.example/x" }],
    });
  });

  it("reads the protocol's plain-text form, one URL a line, and knows an HTML page is no sitemap", () => {
    expect(parseSitemap("https://a.example/1\nhttps://a.example/2\n")).toEqual({ kind: "urlset", urls: [{ loc: "https://a.example/1" }, { loc: "https://a.example/2" }] });
    expect(parseSitemap("<!doctype html><html><body>Hello</body></html>")).toEqual({ kind: "not_a_sitemap" });
  });

  it("never expands an entity a DTD declares (billion laughs)", () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<urlset><url><loc>https://a.example/&lol3;</loc></url></urlset>`;
    expect(parseSitemap(bomb)).toEqual({ kind: "urlset", urls: [{ loc: "https://a.example/&lol3;" }] });
  });

  it("gets through hostile input in one pass: many entries that never close, a comment that never ends", () => {
    const unclosed = `<urlset>${"<url><loc>https://a.example/x".repeat(50_000)}`;
    expect(parseSitemap(unclosed)).toEqual({ kind: "urlset", urls: [] });
    expect(parseSitemap(`<urlset><url><loc>https://a.example/kept</loc></url>${"<!--".repeat(50_000)}`)).toEqual({ kind: "urlset", urls: [{ loc: "https://a.example/kept" }] });
  });
});

describe("xmlText", () => {
  it("decodes XML's five named entities and numeric references, and leaves anything else as written", () => {
    expect(xmlText("a&amp;b&lt;c&gt;&quot;&apos;&#65;&#x42;&nbsp;&#0;")).toBe(`a&b<c>"'AB&nbsp;&#0;`);
  });
});

describe("sitemapsOfRobots", () => {
  it("takes every Sitemap: line, any case, made absolute, without repeats", () => {
    const robots = "User-agent: *\nDisallow: /private/\nSitemap: https://a.example/s1.xml\nsitemap:/s2.xml\nSITEMAP: https://a.example/s1.xml\nSitemap: http://[bad\n";
    expect(sitemapsOfRobots(robots, "https://a.example/robots.txt")).toEqual(["https://a.example/s1.xml", "https://a.example/s2.xml"]);
  });
});
