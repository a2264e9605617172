// `connector check`'s OAuth sign-in (CONTRACT.md, CLI): the authorization server sends the browser back to
// a loopback redirect (127.0.0.1, a random port) that this process listens on; `--authorize-headless`
// instead requests the authorization URL itself, without following, and reads the code from the
// redirect's Location (authorization servers that approve without a person, such as conformance suites).

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { EgressFetch } from "@/lib/egress/egress-fetch";
import { ConnectorError } from "@/lib/connectors/connector-error";

/** How long a person has to sign in in the browser. */
const SIGN_IN_WAIT_MS = 5 * 60 * 1000;

export type LoopbackRedirect = {
  redirectUrl: string;
  /** The code the next redirect brings (with the state it carried). */
  nextCode(): Promise<{ code: string; state: string | null }>;
  close(): Promise<void>;
};

export async function listenForRedirect(): Promise<LoopbackRedirect> {
  let waiting: { resolve(value: { code: string; state: string | null }): void; reject(error: Error): void } | undefined;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/callback") {
      response.writeHead(404).end();
      return;
    }
    const code = url.searchParams.get("code");
    const error = url.searchParams.get("error");
    response.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
    response.end(code ? "Signed in. You can close this tab and return to the terminal.\n" : "The sign-in failed. Return to the terminal.\n");
    if (code) waiting?.resolve({ code, state: url.searchParams.get("state") });
    else waiting?.reject(new ConnectorError("unauthorized", `The authorization server refused the sign-in (${(error ?? "no code").slice(0, 100)}).`));
    waiting = undefined;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    redirectUrl: `http://127.0.0.1:${port}/callback`,
    nextCode() {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new ConnectorError("timed_out", "Nobody completed the sign-in within 5 minutes.")), SIGN_IN_WAIT_MS);
        timer.unref();
        waiting = {
          resolve: (value) => (clearTimeout(timer), resolve(value)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        };
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `--authorize-headless`: one request to the authorization URL; its redirect's Location holds the code. */
export async function headlessCode(authorizationUrl: string, fetch: EgressFetch): Promise<{ code: string; state: string | null }> {
  const response = await fetch(authorizationUrl, { redirect: "manual" });
  await response.body?.cancel().catch(() => undefined);
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || location === null) {
    throw new ConnectorError("unauthorized", `The authorization server answered HTTP ${response.status} instead of redirecting with a code.`);
  }
  const target = new URL(location, authorizationUrl);
  const code = target.searchParams.get("code");
  if (code === null) {
    const error = target.searchParams.get("error") ?? "no code";
    throw new ConnectorError("unauthorized", `The authorization server redirected without a code (${error.slice(0, 100)}).`);
  }
  return { code, state: target.searchParams.get("state") };
}
