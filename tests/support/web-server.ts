import { spawn, type ChildProcess } from "node:child_process";
import { lstatSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { testDatabaseUrl } from "./test-database";

// The real web server of `npm start` (scripts/serve.ts: the edge in front of Next) as a child process on a
// free port, against this test run's database, for tests that need real HTTP through the real stack (issue
// 16, item 7). It runs Next's development server, which compiles a route on its first request: `warm` the
// routes a test times before timing them. Webpack when node_modules is a link (a worktree sharing another's),
// which Turbopack refuses.

const REPOSITORY_ROOT = path.resolve(__dirname, "../..");
const STARTUP_MILLISECONDS = 120_000;

export type WebServer = {
  base: string;
  output: () => string;
  stop: () => Promise<void>;
};

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string; milliseconds: number };

export type SendOptions = { headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean };

function linkedModules(): boolean {
  try {
    return lstatSync(path.join(REPOSITORY_ROOT, "node_modules")).isSymbolicLink();
  } catch {
    return false;
  }
}

export async function startWebServer(environment: Record<string, string> = {}): Promise<WebServer> {
  const args = ["--import", "tsx", "scripts/serve.ts", "--port", "0", "--host", "127.0.0.1", "--dev", ...(linkedModules() ? ["--webpack"] : [])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(), NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "development", ...environment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the web server did not start:\n${output}`)), STARTUP_MILLISECONDS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /behind the Tollgate edge on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match !== null) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the web server exited (${code}):\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { base, output: () => output, stop };
}

/** One request over node:http (fetch normalises paths such as /v1/%2e%2e and refuses a GET's body). */
export function send(base: string, method: string, target: string, options: SendOptions = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined && !options.chunked) headers["content-length"] = String(Buffer.byteLength(options.body));
    // The target as written: a URL string would resolve its dot segments (`/v1/%2e%2e/x` → `/x`) before sending.
    const { hostname, port } = new URL(base);
    const outgoing = httpRequest({ hostname, port, path: target, method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString(), milliseconds: performance.now() - started }),
      );
    });
    outgoing.on("error", reject);
    if (options.body === undefined) return void outgoing.end();
    // A client still writing when the answer comes (a refused body) may see its socket end under it.
    outgoing.on("error", () => undefined);
    outgoing.end(options.body);
  });
}

/** Each path once, so Next's development server has compiled the routes before anything is timed. */
export async function warm(base: string, targets: readonly [method: string, target: string][]): Promise<void> {
  for (const [method, target] of targets) await send(base, method, target, { headers: { "content-type": "application/json" }, body: method === "GET" ? undefined : "{}" });
}
