import { describe, expect, it } from "vitest";
import { checkAtEdge } from "@/lib/server/http/edge-checks";

const limit = 1000;

function codeOf(method: string, url: string, contentLength?: string): string | null {
  const verdict = checkAtEdge({ method, url, contentLength }, limit);
  return verdict.verdict === "pass" ? null : verdict.error.code;
}

// Issue 8, item 12: Next answers these with a plain-text 500; item 6: a declared body over the limit.
describe("checkAtEdge", () => {
  it.each([
    ["GET", "/v1/%", "invalid_path"],
    ["GET", "/v1/%ff%fe", "invalid_path"],
    ["POST", "/v1/runs/%E0%A4%A/cancel", "invalid_path"],
    ["GET", "/playground/%c0", "invalid_path"],
    ["GET", "http://127.0.0.1:3000/v1/%zz", "invalid_path"],
    ["GET", "/v1/agents/%E2%9C%93", null],
    ["GET", "/v1/agents?name=%ff", null], // the query string is decoded leniently by URLSearchParams
    ["GET", "/v1/me#%", null],
    ["TRACE", "/v1/me", "method_not_allowed"],
    ["CONNECT", "/v1/me", "method_not_allowed"],
    ["PROPFIND", "/", "method_not_allowed"],
    ["OPTIONS", "/v1/me", null],
    ["DELETE", "/v1/session", null],
    // Issue 16, item 7: what Next would redirect (308) or resolve to a page (HTML) is the API's JSON 404.
    ["GET", "/v1/", "not_found"],
    ["POST", "/v1/agents/", "not_found"],
    ["GET", "/v1/%2e%2e/sign-in", "not_found"],
    ["GET", "/v1/agents/%2E%2e/me", "not_found"],
    ["GET", "/v1/./me", "not_found"],
    ["GET", "http://127.0.0.1:3000/v1/../x", "not_found"],
    ["GET", "/v1", null],
    ["GET", "/v1/tools/built-in/workspace.read_file", null],
    ["GET", "/v1/agents/..x", null],
    ["GET", "/sign-in/", null],
    ["GET", "/v1x/%2e%2e", null],
  ])("%s %s → %s", (method, url, code) => {
    expect(codeOf(method, url)).toBe(code);
  });

  it("refuses a declared body over the limit with 413, and passes one at the limit or a chunked one", () => {
    expect(codeOf("POST", "/v1/session", "1001")).toBe("payload_too_large");
    expect(codeOf("POST", "/v1/session", "1000")).toBeNull();
    expect(codeOf("POST", "/v1/session", undefined)).toBeNull();
  });

  it("answers TRACE with the allowed methods", () => {
    const verdict = checkAtEdge({ method: "TRACE", url: "/v1/me", contentLength: undefined }, limit);
    expect(verdict).toMatchObject({ verdict: "refuse", headers: { allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" } });
  });
});
