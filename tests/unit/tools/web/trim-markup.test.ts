import { describe, expect, it } from "vitest";
import { extractArticle } from "@/lib/tools/web/extract-article";
import { MAX_DEPTH, nestsDeeperThan, textOfMarkup, trimMarkup } from "@/lib/tools/web/trim-markup";

// A hostile page costs web.read a bounded amount of work: what the extractor parses is cut down first, in
// one pass whatever the page holds, and a page nesting too deep is read as text without being parsed.

describe("trimMarkup", () => {
  it("cuts out scripts, styles, inline SVG, templates and comments, never the text between them", () => {
    const html = `<p>one</p><script type="x">if (a < b) alert("</p>")</script><STYLE>p{}</STYLE><svg><path d="M0"/></svg><!-- note --><template><p>t</p></template><p>two</p><scripts>kept</scripts>`;
    expect(trimMarkup(html)).toEqual({ html: "<p>one</p><p>two</p><scripts>kept</scripts>", cut: false });
  });

  it("drops everything after a script or comment that never closes", () => {
    expect(trimMarkup("<p>one</p><script>var x = 1;<p>two</p>")).toEqual({ html: "<p>one</p>", cut: false });
    expect(trimMarkup("<p>one</p><!-- <p>two</p>")).toEqual({ html: "<p>one</p>", cut: false });
  });

  it("cuts after the element or character bound and says so", () => {
    expect(trimMarkup("<p>a</p><p>b</p><p>c</p>", 2)).toEqual({ html: "<p>a</p><p>b</p>", cut: true });
    expect(trimMarkup("<p>abcdef</p>", 100, 5)).toEqual({ html: "<p>ab", cut: true });
  });

  it("gets through a page of nothing but unclosed openings in one pass", () => {
    expect(trimMarkup("<script>".repeat(100_000)).html).toBe("");
    expect(trimMarkup(`<p>x</p>${"<a".repeat(500_000)}`).cut).toBe(true);
  });
});

describe("nestsDeeperThan", () => {
  it("counts nesting elements only: void elements and ones whose end tag may be left out do not deepen", () => {
    expect(nestsDeeperThan("<div>".repeat(MAX_DEPTH))).toBe(false);
    expect(nestsDeeperThan("<div>".repeat(MAX_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan("<div><span>x</span></div>".repeat(10_000))).toBe(false);
    expect(nestsDeeperThan(`<div>${"<p>para <br><img src=x><li>item".repeat(5_000)}</div>`)).toBe(false);
  });
});

describe("a page too deep to parse", () => {
  it("is read as its text, tags dropped", () => {
    const deep = `<title>Deep &amp; dark</title>${"<div>".repeat(2_000)}Down here &lt;3${"</div>".repeat(2_000)}`;
    expect(extractArticle(deep, "https://a.example/", "markdown")).toEqual({ title: "Deep & dark", content: "Deep & dark Down here <3", extractor: "tags_dropped", cut: false });
    expect(textOfMarkup("<p>a</p>\n\n<p>b&nbsp;c</p>")).toBe("a\nb c");
  });
});
