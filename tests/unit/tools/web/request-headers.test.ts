import { describe, expect, it } from "vitest";
import { checkRequestHeaders } from "@/lib/tools/web/request-headers";

// Issue 11, web.request: hop-by-hop and framing headers are refused (the egress fetch sets them, and a
// caller choosing Host or Transfer-Encoding invites a smuggled request), as is a header no HTTP may carry.

describe("checkRequestHeaders", () => {
  it("passes ordinary headers, credentials and cookies included", () => {
    const checked = checkRequestHeaders({ Accept: "application/json", Authorization: "Bearer abc", Cookie: "a=1", "X-Custom": "yes" });
    expect(checked.ok && Object.fromEntries(checked.headers)).toEqual({ accept: "application/json", authorization: "Bearer abc", cookie: "a=1", "x-custom": "yes" });
  });

  it.each(["Host", "connection", "Content-Length", "Transfer-Encoding", "Keep-Alive", "Upgrade", "TE", "Trailer", "Expect", "Proxy-Authorization", "Proxy-Anything", "HTTP2-Settings"])(
    "refuses %s as header_not_allowed",
    (name) => {
      expect(checkRequestHeaders({ [name]: "x" })).toEqual({ ok: false, code: "header_not_allowed", message: `the header ${name} is set by the connection itself and may not be given` });
    },
  );

  it("refuses a malformed name, a line break in a value, and a value that is not text as invalid_header", () => {
    expect(checkRequestHeaders({ "Bad Name": "x" })).toMatchObject({ ok: false, code: "invalid_header" });
    expect(checkRequestHeaders({ ":authority": "x" })).toMatchObject({ ok: false, code: "invalid_header" });
    expect(checkRequestHeaders({ "X-Split": "a\r\nHost: evil.example" })).toMatchObject({ ok: false, code: "invalid_header" });
    expect(checkRequestHeaders({ "X-Number": 7 })).toMatchObject({ ok: false, code: "invalid_header" });
  });
});
