// The web server of `npm start` (spawned by lib/server/cli/start/start-tollgate.ts): Next's request handler
// behind the edge of lib/server/http/edge-server.ts. `--dev` runs Next's development server behind it.
//   node --import tsx scripts/serve.ts --port 3000 --host 127.0.0.1 [--dev]
import "../lib/server/cli/allow-server-only";
import path from "node:path";
import { maxBodyBytes } from "../lib/server/http/body-limit";
import { createEdgeServer } from "../lib/server/http/edge-server";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1]! : fallback;
}

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  const port = Number(option("--port", process.env.PORT ?? "3000"));
  const hostname = option("--host", process.env.HOST ?? "127.0.0.1");
  const limit = maxBodyBytes(); // a bad TOLLGATE_MAX_BODY_BYTES stops the start here, with its message
  // Next reads NODE_ENV at load time, as `next start` / `next dev` set it.
  Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
  const { default: next } = await import("next");
  const app = next({ dev, dir: path.resolve(__dirname, ".."), hostname, port });
  await app.prepare();
  const server = createEdgeServer({ handle: app.getRequestHandler(), upgrade: app.getUpgradeHandler(), dev, maxBodyBytes: limit });
  server.listen(port, hostname, () => console.log(`▲ Next.js ${dev ? "dev" : "production"} server behind the Tollgate edge on http://${hostname}:${port}`));

  const stop = () => {
    server.close();
    server.closeAllConnections();
    void app.close().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
