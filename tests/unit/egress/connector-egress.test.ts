// CONTRACT.md, Outbound requests: connector URLs are set by admins, so the `connector` purpose allows every
// address — but it still times out, on connecting and on the response headers. Not on the body: a
// streamable-HTTP event stream lives as long as its session. The other purposes are unchanged.

import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EgressError } from "@/lib/egress/egress-error";
import { egressFetchFromEnvironment } from "@/lib/egress/egress-from-environment";

let server: Server;
let base: string;
const open: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/silent") return void open.push(response);
    if (request.url === "/slow-body") {
      response.writeHead(200, { "content-type": "text/plain" });
      response.write("first ");
      setTimeout(() => response.end("second"), 600);
      return;
    }
    if (request.url === "/redirect") return void response.writeHead(302, { location: "/target?code=abc" }).end();
    response.writeHead(200, { "content-type": "text/plain" }).end(`at ${request.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of open) response.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const environment = { TOLLGATE_EGRESS_TIMEOUT_MS: "300" };

async function refusal(promise: Promise<unknown>): Promise<EgressError> {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

describe("the connector egress purpose", () => {
  it("reaches a loopback address the request purpose refuses", async () => {
    const connector = egressFetchFromEnvironment("connector", environment);
    expect(await (await connector(`${base}/hello`)).text()).toBe("at /hello");
    expect((await refusal(egressFetchFromEnvironment("request", environment)(`${base}/hello`))).code).toBe("address_not_allowed");
  });

  it("times out waiting for response headers", async () => {
    expect((await refusal(egressFetchFromEnvironment("connector", environment)(`${base}/silent`))).code).toBe("timed_out");
  });

  it("lets a body stream past the timeout, where the request purpose cuts it", async () => {
    const connector = egressFetchFromEnvironment("connector", environment);
    expect(await (await connector(`${base}/slow-body`)).text()).toBe("first second");
    const allowed = { ...environment, TOLLGATE_EGRESS_ALLOW: "127.0.0.1" };
    const request = egressFetchFromEnvironment("request", allowed);
    await expect((await request(`${base}/slow-body`)).text()).rejects.toThrow();
  });

  it("returns a redirect unfollowed when asked to (redirect: manual); the request purpose still follows", async () => {
    const manual = await egressFetchFromEnvironment("connector", environment)(`${base}/redirect`, { redirect: "manual" });
    expect(manual.status).toBe(302);
    expect(manual.headers.get("location")).toBe("/target?code=abc");
    expect(await (await egressFetchFromEnvironment("connector", environment)(`${base}/redirect`)).text()).toBe("at /target?code=abc");
    const followed = await egressFetchFromEnvironment("request", { ...environment, TOLLGATE_EGRESS_ALLOW: "127.0.0.1" })(`${base}/redirect`, { redirect: "manual" });
    expect(followed.status).toBe(200);
  });
});
