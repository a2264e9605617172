import { describe, expect, it } from "vitest";
import { EgressError } from "@/lib/egress/egress-error";
import { ToolError } from "@/lib/runtime/ports";
import { checkedUrl } from "@/lib/tools/web/fetch-bounded";
import { failureOfError, failureOfStatus } from "@/lib/tools/web/web-failure";
import { errorOfFailures } from "@/lib/tools/web/web-tool-error";

// Seed "tool rules", Partial failure, absence and outage: a page that is not there (404/410) is an
// absence; a page that could not be read is an outage (timeout, 5xx, reset — worth repeating) or a
// refusal (a refused address, another 4xx — never repeated).

const url = "https://a.example/page";

describe("failureOfStatus", () => {
  it.each([
    [404, "absent", "page_not_found", false],
    [410, "absent", "page_not_found", false],
    [500, "unreadable", "fetch_failed", true],
    [503, "unreadable", "fetch_failed", true],
    [401, "unreadable", "http_error", false],
    [403, "unreadable", "http_error", false],
    [429, "unreadable", "http_error", false],
  ] as const)("HTTP %i is %s (%s), retryable %s", (status, kind, code, retryable) => {
    expect(failureOfStatus(url, status)).toMatchObject({ url, kind, code, retryable });
  });

  it("passes a 2xx or 3xx, and names a status by its standard name, never the site's reason phrase", () => {
    expect(failureOfStatus(url, 200)).toBeNull();
    expect(failureOfStatus(url, 304)).toBeNull();
    expect(failureOfStatus(url, 404)?.reason).toBe("HTTP 404 Not Found: the page is not there");
  });
});

describe("failureOfError", () => {
  it("tells a refused address and too many redirects (never repeated) from a timeout (an outage)", () => {
    expect(failureOfError(url, new TypeError("fetch failed", { cause: new EgressError("address_not_allowed", "The address is not allowed: 10.0.0.1 is a private address.") }), false)).toEqual({
      url,
      kind: "unreadable",
      code: "address_not_allowed",
      reason: "The address is not allowed: 10.0.0.1 is a private address.",
      retryable: false,
    });
    expect(failureOfError(url, new EgressError("too_many_redirects", "a.example redirected more than 5 times."), false)).toMatchObject({ code: "too_many_redirects", retryable: false });
    expect(failureOfError(url, new EgressError("timed_out", "a.example did not answer within 30000 ms."), false)).toMatchObject({ code: "fetch_failed", retryable: true });
  });

  it("reads a host with no address as a failed fetch, not a refused address, and does not repeat it (issue 23, item 7)", () => {
    const message = "The host was not found: the host nowhere.example could not be resolved (no DNS answer).";
    expect(failureOfError(url, new TypeError("fetch failed", { cause: new EgressError("host_not_found", message) }), false)).toEqual({ url, kind: "unreadable", code: "fetch_failed", reason: message, retryable: false });
  });

  it("reads a reset or refused connection through the cause chain as an outage", () => {
    const reset = new TypeError("fetch failed", { cause: Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }) });
    expect(failureOfError(url, reset, false)).toMatchObject({ code: "fetch_failed", reason: "the connection was reset", retryable: true });
    const refused = new TypeError("fetch failed", { cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }) });
    expect(failureOfError(url, refused, false)).toMatchObject({ reason: "the connection was refused", retryable: true });
  });

  it("does not repeat a request the call's own signal stopped", () => {
    expect(failureOfError(url, new DOMException("aborted", "AbortError"), true)).toMatchObject({ code: "fetch_failed", retryable: false });
  });
});

describe("checkedUrl", () => {
  it("takes absolute http(s) only, without credentials in it", () => {
    expect(checkedUrl("https://a.example/x").ok).toBe(true);
    expect(checkedUrl("file:///etc/passwd")).toMatchObject({ ok: false, failure: { code: "address_not_allowed" } });
    expect(checkedUrl("/relative")).toMatchObject({ ok: false, failure: { code: "invalid_url" } });
    expect(checkedUrl("https://user:pass@a.example/")).toMatchObject({ ok: false, failure: { code: "invalid_url" } });
  });
});

describe("errorOfFailures (nothing read)", () => {
  const absent = failureOfStatus("https://a.example/gone", 410)!;
  const outage = failureOfStatus("https://a.example/down", 502)!;
  const refused = failureOfError("http://10.0.0.1/", new EgressError("address_not_allowed", "The address is not allowed."), false);

  it("is retryable when an outage is among the reasons, else a plain tool error with the shared code", () => {
    const retried = errorOfFailures("web.read", [absent, outage]);
    expect(retried).toBeInstanceOf(ToolError);
    expect(retried).toMatchObject({ code: "fetch_failed", retryable: true });
    expect(errorOfFailures("web.read", [absent])).toEqual(expect.objectContaining({ code: "page_not_found" }));
    expect(errorOfFailures("web.read", [absent])).toBeInstanceOf(ToolError);
    expect(errorOfFailures("web.read", [refused])).toMatchObject({ code: "address_not_allowed", retryable: false });
    expect(errorOfFailures("web.read", [refused, absent]).message).toBe(
      "address_not_allowed: web.read read none of the 2 addresses: http://10.0.0.1/: could not be read (address_not_allowed) — The address is not allowed.; https://a.example/gone: absent (page_not_found) — HTTP 410 Gone: the page is not there",
    );
    expect(errorOfFailures("web.read", [absent]).message).toBe("page_not_found: https://a.example/gone is absent: HTTP 410 Gone: the page is not there");
  });
});
