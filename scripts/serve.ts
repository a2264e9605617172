// The web server of `npm start` (spawned by lib/server/cli/start/start-tollgate.ts): Next's request handler
// behind the edge of lib/server/http/edge-server.ts. `--dev` runs Next's development server behind it.
//   node --import tsx scripts/serve.ts --port 3000 --host 127.0.0.1 [--dev] [--webpack]
// `--port 0` takes a free port (the line it prints names it); `--webpack` makes the development server use
// webpack instead of Turbopack, which refuses a node_modules outside the project (a linked worktree's).
import "../lib/server/cli/allow-server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { stampForwardedFor } from "../lib/server/auth/forwarded-for";
import { signInThrottleSettings } from "../lib/server/auth/sign-in-throttle-settings";
import { maxBodyBytes } from "../lib/server/http/body-limit";
import { createEdgeServer } from "../lib/server/http/edge-server";
import { readSettings } from "../lib/settings/read-settings";
import { stopStartedChromes } from "../lib/tools/browser/started-chromes";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1]! : fallback;
}

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  const settings = readSettings(); // every setting is checked before Next loads: a malformed one stops the start with its name
  const port = Number(option("--port", String(settings.PORT)));
  const hostname = option("--host", settings.HOST);
  const limit = maxBodyBytes(settings);
  const { trustedProxies } = signInThrottleSettings();
  // Next reads NODE_ENV at load time: whoever starts this server sets it, as `next start` / `next dev` do
  // (start-tollgate.ts); product code never writes process.env (issue 17, item 4).
  const expected = dev ? "development" : "production";
  if (process.env.NODE_ENV !== expected) throw new Error(`scripts/serve.ts${dev ? " --dev" : ""} runs with NODE_ENV=${expected}, not ${process.env.NODE_ENV ?? "unset"}.`);
  const { default: next } = await import("next");
  const app = next({ dev, dir: path.resolve(__dirname, ".."), hostname, port, ...(dev && process.argv.includes("--webpack") ? { webpack: true } : {}) });
  await app.prepare();
  const nextHandle = app.getRequestHandler();
  // Sign-in throttling counts attempts per client address: the address comes from the socket, not the client.
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    stampForwardedFor(request, trustedProxies);
    return nextHandle(request, response);
  };
  const server = createEdgeServer({ handle, upgrade: app.getUpgradeHandler(), dev, maxBodyBytes: limit });
  server.listen(port, hostname, () => {
    const address = server.address();
    const bound = typeof address === "object" && address !== null ? address.port : port;
    console.log(`▲ Next.js ${dev ? "dev" : "production"} server behind the Tollgate edge on http://${hostname}:${bound}`);
  });

  const stop = () => {
    server.close();
    server.closeAllConnections();
    // Issue 16, item 5: the Chromes the playground's browser calls started here end with the server.
    void Promise.allSettled([app.close(), stopStartedChromes()]).finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
