import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/server/auth/client-address";
import { stampForwardedFor } from "@/lib/server/auth/forwarded-for";

// Issue 8, item 11: a client must not choose the address its sign-in attempts are counted against.
let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** What X-Forwarded-For reads behind the stamp, for a request that sent `forwardedFor` itself. */
async function headerSeenBehindStamp(trustedProxies: number, forwardedFor?: string): Promise<string | null> {
  server = createServer((request, response) => {
    stampForwardedFor(request, trustedProxies);
    response.end(JSON.stringify(request.headers["x-forwarded-for"] ?? null));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve(JSON.parse(text) as string | null));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("stampForwardedFor", () => {
  it("replaces a forged X-Forwarded-For with the socket's address when no proxy is trusted", async () => {
    const seen = await headerSeenBehindStamp(0, "6.6.6.6, 7.7.7.7");
    expect(seen).toBe("127.0.0.1");
    expect(clientAddress(new Headers({ "x-forwarded-for": seen ?? "" }), 0)).toBe("127.0.0.1");
  });

  it("sets it for a request that sent none", async () => {
    expect(await headerSeenBehindStamp(0)).toBe("127.0.0.1");
  });

  it("keeps a trusted proxy's header as it was written", async () => {
    expect(await headerSeenBehindStamp(1, "6.6.6.6, 203.0.113.7")).toBe("6.6.6.6, 203.0.113.7");
  });
});
