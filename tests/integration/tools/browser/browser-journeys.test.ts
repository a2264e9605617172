import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getMedia } from "@/app/v1/media/[id]/route";
import { PAGE_MATERIAL_NOTE } from "@/lib/tools/browser/page-result";
import { INJECTION_TEXT } from "../../../support/loopback-site";
import { testPrisma } from "../../../support/test-database";
import { apiRequest, params } from "../../api/api-fixtures";
import {
  bodyOf,
  call,
  callsOf,
  chromePidOf,
  createBrowserAgent,
  isAlive,
  jsonOf,
  oneCallPerTurn,
  runToTheEnd,
  startBrowserWorld,
  stopBrowserWorld,
  type BrowserWorld,
} from "./browser-fixtures";

// Issue 11, browser journeys through real runs (a scripted model, the public API, a real worker, real
// Chromium at /usr/bin/chromium): the agent's Chrome found at base + slot after the first call and the same
// process serving the next; navigate, extract (refs) and click by ref; click and type into a form; a
// screenshot stored as media; download then read_file; upload from the workspace; scroll; the egress policy
// on the page itself and on redirects; page text framed as untrusted material.

const prisma = testPrisma();
let world: BrowserWorld;
let agent: { id: string; slot: number };

beforeAll(async () => {
  world = await startBrowserWorld(prisma);
  agent = await createBrowserAgent(prisma, world.team.organisationId);
}, 60_000);

afterAll(async () => {
  await stopBrowserWorld(world);
});

const run = (...calls: ReturnType<typeof call>[]) => runToTheEnd(prisma, world, agent.id, oneCallPerTurn(...calls));

describe("the agent's own Chrome", () => {
  it("is found listening at base + slot after the first call, and the same process serves the second", async () => {
    const first = await run(call("browser.navigate", { url: `${world.site.url}/article` }));
    const [navigated] = callsOf(first);
    expect(navigated).toMatchObject({ tool: "browser.navigate", outcome: "ok" });
    expect(jsonOf(navigated!)).toMatchObject({ url: `${world.site.url}/article`, title: "Tending Tomatoes - Loopback Site", status: 200 });

    const version = await fetch(`http://127.0.0.1:${world.basePort + agent.slot}/json/version`);
    expect(version.status).toBe(200);
    const { webSocketDebuggerUrl } = (await version.json()) as { webSocketDebuggerUrl: string };
    const pid = await chromePidOf(world, agent.id);
    expect(pid).not.toBeNull();
    expect(isAlive(pid!)).toBe(true);

    const second = await run(call("browser.navigate", { url: `${world.site.url}/article/second` }));
    expect(callsOf(second)[0]).toMatchObject({ outcome: "ok" });
    expect(await chromePidOf(world, agent.id)).toBe(pid);
    const again = (await (await fetch(`http://127.0.0.1:${world.basePort + agent.slot}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    expect(again.webSocketDebuggerUrl).toBe(webSocketDebuggerUrl);
    const shown = await prisma.agent.findUniqueOrThrow({ where: { id: agent.id }, select: { browserSlot: true } });
    expect(shown.browserSlot).toBe(agent.slot);
  });
});

describe("pages driven through a run", () => {
  it("extracts the page's text and a snapshot with refs, framed as untrusted material; a ref clicks its element", async () => {
    const probe = await run(call("browser.navigate", { url: world.site.url }), call("browser.extract"));
    const extracted = bodyOf(callsOf(probe)[1]!);
    expect(extracted.split("\n")[0]).toBe(PAGE_MATERIAL_NOTE);
    expect(extracted).toContain("Loopback Site");
    const ref = /link "\/article\/second" \[ref=(e\d+)\]/.exec(extracted)?.[1];
    expect(ref).toBeDefined();

    const clicked = await run(call("browser.navigate", { url: world.site.url }), call("browser.extract"), call("browser.click", { ref }));
    const click = callsOf(clicked)[2]!;
    expect(click).toMatchObject({ tool: "browser.click", outcome: "ok" });
    expect(jsonOf(click)).toMatchObject({ url: `${world.site.url}/article/second`, title: "Pruning Roses - Loopback Site" });
  });

  it("refuses a ref that is not on the page, saying to extract again", async () => {
    const answer = await run(call("browser.navigate", { url: `${world.site.url}/plain` }), call("browser.click", { ref: "e999" }));
    expect(callsOf(answer)[1]).toMatchObject({ outcome: "tool_error", code: "element_not_found", result: expect.stringContaining("browser.extract") });
  });

  it("types into the site's form and submits it: the result page shows what was typed", async () => {
    const answer = await run(
      call("browser.navigate", { url: `${world.site.url}/form` }),
      call("browser.type", { selector: "#name", text: "Ada Lovelace" }),
      call("browser.click", { selector: "text=Send order" }),
      call("browser.extract", { selector: "#posted" }),
    );
    const [, typed, clicked, extracted] = callsOf(answer);
    expect(jsonOf(typed!)).toMatchObject({ value: "Ada Lovelace" });
    expect(jsonOf(clicked!)).toMatchObject({ url: `${world.site.url}/form/result`, title: "Order received - Loopback Site" });
    expect(bodyOf(extracted!)).toContain("Ada Lovelace");
    expect(world.site.hitsOf("/form/result", "POST")).toBeGreaterThan(0);
  });

  it("types and submits with Enter", async () => {
    const answer = await run(
      call("browser.navigate", { url: `${world.site.url}/form` }),
      call("browser.type", { selector: "#name", text: "Grace", submit: true }),
      call("browser.extract", { selector: "#posted-name" }),
    );
    expect(bodyOf(callsOf(answer)[2]!)).toContain("Grace");
  });

  it("takes a screenshot: the call carries an image/png medium, and GET /v1/media/:id serves it", async () => {
    const answer = await run(call("browser.navigate", { url: `${world.site.url}/article` }), call("browser.screenshot", { fullPage: true }));
    const shot = callsOf(answer)[1]!;
    expect(shot.outcome).toBe("ok");
    expect(shot.media).toHaveLength(1);
    const [medium] = shot.media!;
    expect(medium).toMatchObject({ kind: "image", mimeType: "image/png" });
    expect(shot.result).toContain(`stored as media ${medium!.id}`);
    const response = await getMedia(apiRequest(`/v1/media/${medium!.id}`, { token: world.team.editorToken }), params({ id: medium!.id }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/png");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(bytes.length).toBe(medium!.bytes);
  });

  it("downloads a file by URL and by clicking its link into downloads/, which read_file then reads", async () => {
    const answer = await run(
      call("browser.navigate", { url: world.site.url }),
      call("browser.download", { url: `${world.site.url}/files/notes.txt` }),
      call("browser.download", { selector: 'a[href="/files/report.csv"]' }),
      call("read_file", { path: "downloads/report.csv" }),
      call("workspace.read_file", { path: "downloads/notes.txt" }),
    );
    const [, byUrl, byClick, readCsv, readNotes] = callsOf(answer);
    expect(jsonOf(byUrl!)).toMatchObject({ path: "downloads/notes.txt", status: "created" });
    expect(jsonOf(byClick!)).toMatchObject({ path: "downloads/report.csv" });
    expect(readCsv).toMatchObject({ outcome: "ok", result: expect.stringContaining("tomatoes,12.5") });
    expect(readNotes).toMatchObject({ outcome: "ok", result: expect.stringContaining("Sow beans after the last frost.") });
  });

  it("refuses a download that is not text, saving nothing", async () => {
    const answer = await run(call("browser.download", { url: `${world.site.url}/binary`, fileName: "../../etc/passwd" }));
    expect(callsOf(answer)[0]).toMatchObject({ outcome: "tool_error", code: "not_text" });
  });

  it("uploads a workspace file into the upload form: the site shows its name and size", async () => {
    const content = "seed list\nbeans\npeas\n";
    const answer = await run(
      call("write_file", { path: "notes/seeds.txt", content }),
      call("browser.navigate", { url: `${world.site.url}/upload` }),
      call("browser.upload", { selector: "#file", paths: ["notes/seeds.txt"] }),
      call("browser.click", { selector: "#send" }),
      call("browser.extract"),
    );
    const [, , uploaded, , extracted] = callsOf(answer);
    expect(jsonOf(uploaded!)).toMatchObject({ files: ["seeds.txt"] });
    expect(bodyOf(extracted!)).toContain("Name: seeds.txt");
    expect(bodyOf(extracted!)).toContain(`Size: ${Buffer.byteLength(content)} bytes`);
  });

  it("scrolls a long page to its bottom", async () => {
    const answer = await run(call("browser.navigate", { url: `${world.site.url}/long` }), call("browser.scroll"), call("browser.scroll", { direction: "bottom" }));
    const [, down, bottom] = callsOf(answer);
    expect(jsonOf(down!)).toMatchObject({ atTop: false, atEnd: false });
    expect(jsonOf(bottom!)).toMatchObject({ atEnd: true });
  });

  it("frames a page that tries prompt injection as the site's material", async () => {
    const answer = await run(call("browser.navigate", { url: `${world.site.url}/injection` }), call("browser.extract"));
    const text = bodyOf(callsOf(answer)[1]!);
    expect(text.startsWith(PAGE_MATERIAL_NOTE)).toBe(true);
    expect(text).toContain(INJECTION_TEXT);
  });
});

describe("the egress policy in the browser", () => {
  it.each([
    ["the metadata address", "http://169.254.169.254/latest/meta-data/"],
    ["IPv6 loopback", "http://[::1]/"],
    ["a loopback port not allow-listed", "another port"],
    ["a decimal spelling of loopback", "http://2130706433/"],
    ["a redirect into the metadata address", "/redirect/metadata"],
    ["a redirect into IPv6 loopback", "/redirect/ipv6-loopback"],
  ])("refuses %s: address_not_allowed", async (_label, target) => {
    const sitePort = Number(new URL(world.site.url).port);
    const url = target === "another port" ? `http://127.0.0.1:${sitePort === 65_535 ? sitePort - 1 : sitePort + 1}/` : target.startsWith("/") ? `${world.site.url}${target}` : target;
    const answer = await run(call("browser.navigate", { url }));
    expect(callsOf(answer)[0]).toMatchObject({ outcome: "tool_error", code: "address_not_allowed" });
  });

  it("refuses a scheme other than http and https", async () => {
    const answer = await run(call("browser.navigate", { url: "file:///etc/passwd" }));
    expect(callsOf(answer)[0]).toMatchObject({ outcome: "tool_error", code: "address_not_allowed" });
  });

  it("follows a redirect chain on the allowed site, every hop checked", async () => {
    const answer = await run(call("browser.navigate", { url: `${world.site.url}/redirect/chain` }));
    expect(jsonOf(callsOf(answer)[0]!)).toMatchObject({ url: `${world.site.url}/article`, status: 200 });
  });
});
