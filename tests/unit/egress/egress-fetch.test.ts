import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseAllowList } from "@/lib/settings/allow-list-setting";
import { EgressError } from "@/lib/egress/egress-error";
import { createEgressFetch, type EgressFetch } from "@/lib/egress/egress-fetch";
import { checkEgressUrl } from "@/lib/egress/egress-policy";
import type { ResolveHost } from "@/lib/egress/resolve-host";

// The egress fetch against real loopback servers. Names resolve through stubs only, so no public address
// is ever contacted; a "public" name is one whose stub answer the policy would allow.

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type Listener = { port: number; seen: Seen[]; close(): Promise<void> };
type Answer = (seen: Seen, port: number) => { status: number; headers?: Record<string, string>; body?: string } | "hang";

async function listen(answer: Answer): Promise<Listener> {
  const seen: Seen[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const record = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString() };
      seen.push(record);
      const reply = answer(record, port);
      if (reply === "hang") return;
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body ?? "");
    });
  });
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const noNames: ResolveHost = async (host) => {
  throw new Error(`no stub answer for ${host}`);
};

function egressFetch(allow: string, options: { resolve?: ResolveHost; timeoutMs?: number; connectTimeoutMs?: number } = {}): EgressFetch {
  return createEgressFetch({
    policy: { allow: parseAllowList(allow), resolve: options.resolve ?? noNames },
    timeoutMs: options.timeoutMs ?? 5_000,
    connectTimeoutMs: options.connectTimeoutMs ?? 2_000,
  });
}

async function refusal(promise: Promise<unknown>): Promise<EgressError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

let target: Listener;
let other: Listener;
const opened: Listener[] = [];

beforeAll(async () => {
  target = await listen(() => ({ status: 200, headers: { "content-type": "application/json" }, body: '{"ok":true}' }));
  other = await listen(() => ({ status: 200, body: "internal answer: the database password is hunter2" }));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((listener) => listener.close()));
  target.seen.length = 0;
  other.seen.length = 0;
});
afterAll(async () => {
  await Promise.all([target.close(), other.close()]);
});

describe("egress fetch: addresses", () => {
  it("reaches an allow-listed address and passes the answer on as a fetch Response", async () => {
    const response = await egressFetch(`127.0.0.1:${target.port}`)(`http://127.0.0.1:${target.port}/v1/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"hello":1}',
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(target.seen).toMatchObject([{ method: "POST", url: "/v1/chat", body: '{"hello":1}' }]);
  });

  it.each(["http://127.0.0.1:PORT/", "http://2130706433:PORT/", "http://0x7f.1:PORT/", "http://127.1:PORT/", "http://[::ffff:127.0.0.1]:PORT/"])(
    "refuses %s without allow-listing, and never connects",
    async (spelling) => {
      const error = await refusal(egressFetch("")(spelling.replace("PORT", String(target.port))));
      expect(error.code).toBe("address_not_allowed");
      expect(target.seen).toHaveLength(0);
    },
  );

  it("refuses an allow-listed address on another port", async () => {
    const error = await refusal(egressFetch(`127.0.0.1:${target.port}`)(`http://127.0.0.1:${other.port}/`));
    expect(error.message).toBe("The address is not allowed: 127.0.0.1 is a loopback address.");
    expect(other.seen).toHaveLength(0);
  });

  it.each(["file:///etc/passwd", "data:text/plain,hello", "ftp://127.0.0.1/"])("refuses the scheme of %s", async (url) => {
    const error = await refusal(egressFetch("127.0.0.1")(url));
    expect(error.message).toMatch(/^The address is not allowed: the scheme [a-z]+: is not allowed \(http and https only\)\.$/);
  });

  it("connects to the address it checked, keeping the name in the Host header", async () => {
    // The system resolver knows no such name: the socket can only have used the stub's checked answer.
    const resolve: ResolveHost = async () => ["127.0.0.1"];
    const response = await egressFetch(`127.0.0.1:${target.port}`, { resolve })(`http://model.test:${target.port}/v1`);
    expect(response.status).toBe(200);
    expect(target.seen[0]?.headers.host).toBe(`model.test:${target.port}`);
  });

  it("tries the checked addresses in order when the first one does not accept", async () => {
    const resolve: ResolveHost = async () => ["::1", "127.0.0.1"]; // the target listens on 127.0.0.1 only
    const response = await egressFetch("::1, 127.0.0.1", { resolve })(`http://dual.test:${target.port}/`);
    expect(response.status).toBe(200);
  });

  it("refuses a public-looking name whose answer turns private at connection time (DNS rebinding)", async () => {
    const answers = [["93.184.216.34"], ["127.0.0.1"]];
    const asked: string[] = [];
    const resolve: ResolveHost = async (host) => {
      asked.push(host);
      return answers.shift() ?? ["127.0.0.1"];
    };
    const policy = { allow: parseAllowList(""), resolve };
    expect((await checkEgressUrl(policy, `http://rebind.test:${target.port}/`)).kind).toBe("allowed"); // the check at creation
    const fetchWithPolicy = createEgressFetch({ policy, timeoutMs: 5_000, connectTimeoutMs: 2_000 });
    const error = await refusal(fetchWithPolicy(`http://rebind.test:${target.port}/`));
    expect(error.message).toBe("The address is not allowed: the host rebind.test resolves to 127.0.0.1, a loopback address.");
    expect(asked).toEqual(["rebind.test", "rebind.test"]);
    expect(target.seen).toHaveLength(0);
  });

  it("refuses a name when any one of its addresses is refused", async () => {
    const resolve: ResolveHost = async () => ["127.0.0.1", "10.0.0.1"];
    const error = await refusal(egressFetch(`127.0.0.1:${target.port}`, { resolve })(`http://mixed.test:${target.port}/`));
    expect(error.message).toContain("resolves to 10.0.0.1, a private address");
    expect(target.seen).toHaveLength(0);
  });
});

describe("egress fetch: redirects", () => {
  it("refuses a redirect from an allowed address to a refused one, without contacting it", async () => {
    const hop = await listen(() => ({ status: 302, headers: { location: `http://127.0.0.1:${other.port}/secret` } }));
    opened.push(hop);
    const error = await refusal(egressFetch(`127.0.0.1:${hop.port}`)(`http://127.0.0.1:${hop.port}/v1`, { method: "POST", body: "{}" }));
    expect(error.code).toBe("address_not_allowed");
    expect(hop.seen).toHaveLength(1);
    expect(other.seen).toHaveLength(0);
  });

  it.each([
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254 is a link-local address"],
    ["http://[::1]:8080/", "::1 is a loopback address"],
    ["file:///etc/passwd", "the scheme file: is not allowed (http and https only)"],
  ])("refuses a redirect to %s", async (location, reason) => {
    const hop = await listen(() => ({ status: 307, headers: { location } }));
    opened.push(hop);
    const error = await refusal(egressFetch(`127.0.0.1:${hop.port}`)(`http://127.0.0.1:${hop.port}/`));
    expect(error.message).toBe(`The address is not allowed: ${reason}.`);
  });

  it("follows an allowed redirect: 303 becomes a GET without a body, 307 repeats the POST", async () => {
    const hop = await listen((seen) => ({ status: seen.url === "/see-other" ? 303 : 307, headers: { location: `http://127.0.0.1:${target.port}/after${seen.url}` } }));
    opened.push(hop);
    const fetch = egressFetch(`127.0.0.1:${hop.port}, 127.0.0.1:${target.port}`);
    await fetch(`http://127.0.0.1:${hop.port}/see-other`, { method: "POST", body: "payload" });
    await fetch(`http://127.0.0.1:${hop.port}/temporary`, { method: "POST", body: "payload" });
    const landed = await fetch(`http://127.0.0.1:${hop.port}/temporary`, { method: "POST", body: "again" });
    expect(landed.url).toBe(`http://127.0.0.1:${target.port}/after/temporary`);
    target.seen.pop();
    expect(target.seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: "GET", url: "/after/see-other", body: "" },
      { method: "POST", url: "/after/temporary", body: "payload" },
    ]);
  });

  it("keeps credentials on a same-origin redirect and drops them on a cross-origin one", async () => {
    // /start → /same-origin on the same server → the other server.
    const hop = await listen((seen, port) => ({
      status: 302,
      headers: { location: seen.url === "/start" ? `http://127.0.0.1:${port}/same-origin` : `http://127.0.0.1:${target.port}/landed` },
    }));
    opened.push(hop);
    const headers = { authorization: "Bearer sk-secret", "x-api-key": "sk-ant-secret", "x-trace": "kept" };
    await egressFetch(`127.0.0.1:${hop.port}, 127.0.0.1:${target.port}`)(`http://127.0.0.1:${hop.port}/start`, { headers });
    expect(hop.seen.map((seen) => [seen.url, seen.headers.authorization])).toEqual([
      ["/start", "Bearer sk-secret"],
      ["/same-origin", "Bearer sk-secret"],
    ]);
    expect(target.seen[0]).toMatchObject({ url: "/landed", headers: { "x-trace": "kept" } });
    expect(target.seen[0]?.headers.authorization).toBeUndefined();
    expect(target.seen[0]?.headers["x-api-key"]).toBeUndefined();
  });

  it("stops after five redirects", async () => {
    const loop = await listen((_seen, port) => ({ status: 302, headers: { location: `http://127.0.0.1:${port}/again` } }));
    opened.push(loop);
    const error = await refusal(egressFetch(`127.0.0.1:${loop.port}`)(`http://127.0.0.1:${loop.port}/`));
    expect(error.code).toBe("too_many_redirects");
    expect(loop.seen).toHaveLength(6);
  });
});

describe("egress fetch: time bounds", () => {
  it("gives up on a listener that accepts and never answers (tarpit)", async () => {
    const tarpit = await listen(() => "hang");
    opened.push(tarpit);
    const started = Date.now();
    const error = await refusal(egressFetch(`127.0.0.1:${tarpit.port}`, { timeoutMs: 300 })(`http://127.0.0.1:${tarpit.port}/`));
    expect(error.code).toBe("timed_out");
    expect(error.message).toBe(`127.0.0.1:${tarpit.port} did not answer within 300 ms.`);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("bounds the body too: a listener that answers its headers, then drips forever, is cut off", async () => {
    const drip = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/plain" });
      const timer = setInterval(() => response.write("."), 50);
      response.on("close", () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => drip.listen(0, "127.0.0.1", resolve));
    const { port } = drip.address() as AddressInfo;
    opened.push({ port, seen: [], close: () => new Promise((resolve) => (drip.closeAllConnections(), drip.close(() => resolve()))) });
    const started = Date.now();
    const response = await egressFetch(`127.0.0.1:${port}`, { timeoutMs: 400 })(`http://127.0.0.1:${port}/`);
    await expect(response.text()).rejects.toMatchObject({ name: "TimeoutError" });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("bounds resolving a name by the connect timeout", async () => {
    const never: ResolveHost = () => new Promise(() => undefined);
    const error = await refusal(egressFetch("", { resolve: never, connectTimeoutMs: 200, timeoutMs: 5_000 })("http://slow-dns.test/"));
    expect(error.code).toBe("timed_out");
    expect(error.message).toBe("Resolving slow-dns.test took longer than 200 ms.");
  });

  it("still honours the caller's own abort signal", async () => {
    const tarpit = await listen(() => "hang");
    opened.push(tarpit);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(egressFetch(`127.0.0.1:${tarpit.port}`)(`http://127.0.0.1:${tarpit.port}/`, { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});

// Issue 23, item 7: a host name with no address is not the policy's refusal.
describe("a host that does not resolve", () => {
  it("is host_not_found, not address_not_allowed, and says it had no DNS answer", async () => {
    const error = await refusal(egressFetch("")("http://nowhere.example.invalid/"));
    expect(error.code).toBe("host_not_found");
    expect(error.message).toBe("The host was not found: the host nowhere.example.invalid could not be resolved (no DNS answer).");
  });
});
