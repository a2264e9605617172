import { spawn, type ChildProcess } from "node:child_process";
import { createSocket, type Socket } from "node:dgram";
import { readdir, readFile, readlink } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentBrowserDirectories } from "@/lib/tools/browser/browser-directories";
import { isOurChrome } from "@/lib/tools/browser/chrome-signals";
import { testDatabaseUrl, testPrisma } from "../../../support/test-database";
import {
  bodyOf,
  browsersDirectoryOf,
  call,
  callsOf,
  chromePidOf,
  createBrowserAgent,
  oneCallPerTurn,
  runToTheEnd,
  startBrowserWorld,
  startRun,
  stopBrowserWorld,
  until,
  finishRun,
  type BrowserWorld,
} from "./browser-fixtures";

// Issue 16, item 5: the agent's Chrome is a tenant process. It runs as the browser user with Chrome's own
// sandbox on; WebRTC sends no UDP to an address the policy refuses (a STUN server on loopback); a page
// cannot reach another agent's DevTools port, and DevTools lets no web origin in; and Chrome ends with the
// process that started it — at its stop, and when it is killed outright.

const prisma = testPrisma();
let world: BrowserWorld;
let pages: Server;
let pagesHost: string;
let stun: Socket;
let stunPackets = 0;
let restoreAllow: string | undefined;
const workers: ChildProcess[] = [];

/** The probe pages, on a second loopback server allow-listed next to the site. */
function page(path: string, port: number): string {
  if (path === "/webrtc") {
    return `<!doctype html><title>webrtc</title><p id="state">gathering</p><script>
      const pc = new RTCPeerConnection({ iceServers: [{ urls: "stun:127.0.0.1:${port}" }] });
      pc.createDataChannel("probe");
      pc.onicecandidate = (event) => { if (!event.candidate) document.getElementById("state").textContent = "gathered"; };
      const state = (text) => { if (document.getElementById("state").textContent !== "gathered") document.getElementById("state").textContent = text; };
      pc.createOffer().then((offer) => pc.setLocalDescription(offer)).then(() => state("offered"), (error) => state("failed " + error));
    </script>`;
  }
  return `<!doctype html><title>devtools</title><p id="fetch">fetch pending</p><p id="socket">socket pending</p><script>
    fetch("http://127.0.0.1:${port}/json/version").then((r) => r.text()).then(
      (text) => { document.getElementById("fetch").textContent = "fetch answered " + text.slice(0, 80); },
      () => { document.getElementById("fetch").textContent = "fetch refused"; });
    const socket = new WebSocket("ws://127.0.0.1:${port}/devtools/browser");
    socket.onopen = () => { document.getElementById("socket").textContent = "socket opened"; };
    socket.onerror = () => { document.getElementById("socket").textContent = "socket refused"; };
  </script>`;
}

async function startPages(): Promise<Server> {
  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? "/", "http://pages");
    response.writeHead(200, { "content-type": "text/html" }).end(page(url.pathname, Number(url.searchParams.get("port"))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

async function browserUid(): Promise<number> {
  const { stdout } = await promisify(execFile)("getent", ["passwd", "tollgate-browser"]);
  return Number(stdout.split(":")[2]);
}

async function uidOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/^Uid:\s+(\d+)/m.exec(status)![1]);
}

/** The pids of Chrome's process group: the browser, its zygotes, renderers and utilities. */
async function processGroup(leader: number): Promise<number[]> {
  const members: number[] = [];
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === leader) members.push(Number(name));
  }
  return members;
}

/** The status of a websocket upgrade to DevTools, sent with the given Origin (or none). */
async function devToolsUpgrade(port: number, origin: string | null): Promise<number> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const target = new URL(version.webSocketDebuggerUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==" };
    if (origin !== null) headers.Origin = origin;
    const upgrade = request({ host: "127.0.0.1", port, path: target.pathname, headers });
    upgrade.on("upgrade", (answer, socket) => {
      socket.destroy();
      resolve(answer.statusCode ?? 0);
    });
    upgrade.on("response", (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    upgrade.on("error", reject);
    upgrade.end();
  });
}

beforeAll(async () => {
  world = await startBrowserWorld(prisma);
  pages = await startPages();
  pagesHost = `127.0.0.1:${(pages.address() as AddressInfo).port}`;
  restoreAllow = process.env.TOLLGATE_EGRESS_ALLOW;
  process.env.TOLLGATE_EGRESS_ALLOW = `${world.site.host},${pagesHost}`;
  stun = createSocket("udp4");
  stun.on("message", () => (stunPackets += 1));
  await new Promise<void>((resolve) => stun.bind(0, "127.0.0.1", resolve));
}, 60_000);

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill("SIGKILL");
  stun?.close();
  pages?.close();
  if (world !== undefined) process.env.TOLLGATE_EGRESS_ALLOW = restoreAllow;
  await stopBrowserWorld(world);
});

const agents: { id: string; slot: number }[] = [];

describe("the agent's Chrome", () => {
  it("runs as the browser user, with Chrome's own sandbox: its renderers live in user namespaces of their own", async () => {
    const agent = await createBrowserAgent(prisma, world.team.organisationId, "Tenant agent");
    agents.push(agent);
    const run = await runToTheEnd(prisma, world, agent.id, oneCallPerTurn(call("browser.navigate", { url: `${world.site.url}/article` })));
    expect(callsOf(run)[0]).toMatchObject({ outcome: "ok" });
    const pid = (await chromePidOf(world, agent.id))!;
    expect(await uidOf(pid)).toBe(await browserUid());
    const commandLine = (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
    expect(commandLine).not.toContain("--no-sandbox");
    const own = await readlink("/proc/self/ns/user");
    const namespaces = await Promise.all((await processGroup(pid)).map((member) => readlink(`/proc/${member}/ns/user`).catch(() => own)));
    expect(namespaces.some((namespace) => namespace !== own)).toBe(true);
    for (const member of await processGroup(pid)) expect(await uidOf(member).catch(() => -1)).not.toBe(0);
  });

  it("sends no WebRTC packet to a refused address: a STUN server on loopback hears nothing", async () => {
    const agent = agents[0]!;
    const stunPort = (stun.address() as AddressInfo).port;
    const run = await runToTheEnd(
      prisma,
      world,
      agent.id,
      oneCallPerTurn(call("browser.navigate", { url: `http://${pagesHost}/webrtc?port=${stunPort}` }), call("browser.extract")),
    );
    expect(callsOf(run).map((record) => record.outcome)).toEqual(["ok", "ok"]);
    // The page did start gathering (without the flag, its STUN checks arrive within milliseconds of this).
    expect(bodyOf(callsOf(run)[1]!)).toMatch(/offered|gathered/);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(stunPackets).toBe(0);
  });

  it("cannot be reached from another agent's page, and lets no web origin drive it", async () => {
    const target = agents[0]!;
    const targetPort = world.basePort + target.slot;
    const other = await createBrowserAgent(prisma, world.team.organisationId, "Other tenant");
    agents.push(other);
    const run = await runToTheEnd(
      prisma,
      world,
      other.id,
      oneCallPerTurn(
        call("browser.navigate", { url: `http://${pagesHost}/devtools?port=${targetPort}` }),
        call("browser.extract"),
        call("browser.navigate", { url: `http://127.0.0.1:${targetPort}/json/version` }),
      ),
    );
    const [probe, seen, direct] = callsOf(run);
    expect(probe).toMatchObject({ outcome: "ok" });
    expect(bodyOf(seen!)).toContain("fetch refused");
    expect(bodyOf(seen!)).toContain("socket refused");
    expect(direct).toMatchObject({ outcome: "tool_error" });
    // DevTools itself: a client that is no page (the helper's Playwright) is let in, a web origin is not.
    expect(await devToolsUpgrade(targetPort, null)).toBe(101);
    expect(await devToolsUpgrade(targetPort, `http://${pagesHost}`)).toBe(403);
  });
});

describe("Chrome ends with Tollgate", () => {
  it("is stopped by the worker's stop, which started it", async () => {
    const pids = await Promise.all(agents.map(async (agent) => (await chromePidOf(world, agent.id))!));
    const profiles = agents.map((agent) => agentBrowserDirectories(browsersDirectoryOf(world), agent.id).profile);
    for (const [index, pid] of pids.entries()) expect(await isOurChrome(pid, profiles[index]!)).toBe(true);
    await world.worker.stop();
    world.worker = { stop: async () => undefined };
    for (const [index, pid] of pids.entries()) expect(await isOurChrome(pid, profiles[index]!)).toBe(false);
  });

  it("does not outlive a worker process killed outright (kill -9)", async () => {
    const agent = agents[0]!;
    const worker = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
      env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    workers.push(worker);
    worker.stdout?.on("data", (chunk: Buffer) => process.stdout.write(`[worker] ${chunk}`));
    worker.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[worker] ${chunk}`));
    const runId = await startRun(world, agent.id, oneCallPerTurn(call("browser.navigate", { url: `${world.site.url}/article/second` })));
    expect(callsOf(await finishRun(prisma, world, runId))[0]).toMatchObject({ outcome: "ok" });
    const pid = (await chromePidOf(world, agent.id))!;
    const profile = agentBrowserDirectories(browsersDirectoryOf(world), agent.id).profile;
    expect(await isOurChrome(pid, profile)).toBe(true);
    worker.kill("SIGKILL");
    await until(async () => !(await isOurChrome(pid, profile)), "the killed worker's Chrome to end", 10_000);
  }, 150_000); // a worker process's start, under load, takes most of it
});
