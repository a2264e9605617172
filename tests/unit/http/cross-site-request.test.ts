import { describe, expect, it } from "vitest";
import { decideCrossSite, refuseCrossSiteRequest, type CrossSiteHeaders } from "@/lib/server/http/cross-site-request";

const base: CrossSiteHeaders = { method: "POST", authorization: null, secFetchSite: null, origin: null, host: "127.0.0.1:3000" };

// Issue 8, item 9: the probe was a page on 127.0.0.1:8082 posting to the console on :3000 with the cookie.
const table: [string, Partial<CrossSiteHeaders>, "allow" | "refuse"][] = [
  ["a browser's same-origin POST", { secFetchSite: "same-origin", origin: "http://127.0.0.1:3000" }, "allow"],
  ["a page on another port of the same host (same-site)", { secFetchSite: "same-site", origin: "http://127.0.0.1:8082" }, "refuse"],
  ["a page on another site", { secFetchSite: "cross-site", origin: "https://evil.example" }, "refuse"],
  ["a POST the user started from the address bar", { secFetchSite: "none" }, "refuse"],
  ["Sec-Fetch-Site wins over a matching Origin", { secFetchSite: "cross-site", origin: "http://127.0.0.1:3000" }, "refuse"],
  ["an older browser: no Sec-Fetch-Site, Origin of this host", { origin: "http://127.0.0.1:3000" }, "allow"],
  ["an older browser: no Sec-Fetch-Site, Origin of another port", { origin: "http://127.0.0.1:8082" }, "refuse"],
  ["an opaque origin (sandboxed frame, file:)", { origin: "null" }, "refuse"],
  ["an Origin that is not a URL", { origin: "not a url" }, "refuse"],
  ["default port written out in the Host", { origin: "http://console.local", host: "console.local:80" }, "allow"],
  ["a non-browser client: neither header", {}, "allow"],
  ["a bearer client, even if it says cross-site", { authorization: "Bearer abc", secFetchSite: "cross-site", origin: "https://evil.example" }, "allow"],
  ["a cross-site GET (reads change nothing)", { method: "GET", secFetchSite: "cross-site" }, "allow"],
  ["a cross-site HEAD", { method: "HEAD", secFetchSite: "cross-site" }, "allow"],
  ["a cross-site PATCH", { method: "PATCH", secFetchSite: "cross-site" }, "refuse"],
  ["a cross-site DELETE", { method: "delete", origin: "http://127.0.0.1:8082" }, "refuse"],
  ["a cross-site PUT", { method: "PUT", secFetchSite: "same-site" }, "refuse"],
];

describe("decideCrossSite: which state changes a browser may send", () => {
  it.each(table)("%s → %s", (_name, headers, verdict) => {
    expect(decideCrossSite({ ...base, ...headers }).verdict).toBe(verdict);
  });

  it("refuses a cookie POST from another port with 403 forbidden, naming why", () => {
    const request = new Request("http://127.0.0.1:3000/v1/agents", {
      method: "POST",
      headers: { cookie: "tollgate_session=s", origin: "http://127.0.0.1:8082", host: "127.0.0.1:3000" },
    });
    expect(() => refuseCrossSiteRequest(request)).toThrow(expect.objectContaining({ code: "forbidden", status: 403 }));
  });

  it("judges Origin against the request's own host when no Host header is set", () => {
    const request = new Request("http://127.0.0.1:3000/v1/agents", { method: "POST", headers: { origin: "http://127.0.0.1:3000" } });
    expect(() => refuseCrossSiteRequest(request)).not.toThrow();
  });
});
