import { beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor, createRunRow, fixedNow } from "./tool-test-setup";

const prisma = testPrisma();
let fixture: OrganisationFixture;
let stranger: OrganisationFixture;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
  stranger = await createOrganisationFixture(prisma);
});

describe("os.set_execution_name", () => {
  it("names the run of the call", async () => {
    const { runId } = await createRunRow(prisma, fixture);
    const text = await callTool(prisma, "os.set_execution_name", contextFor(fixture, { runId }), { name: "Triage Monday's inbox" });
    expect(text).toBe('This run is now named "Triage Monday\'s inbox".');
    expect((await prisma.run.findUniqueOrThrow({ where: { id: runId } })).executionName).toBe("Triage Monday's inbox");
  });

  it("needs a run: a playground call has none", async () => {
    await expect(callTool(prisma, "os.set_execution_name", contextFor(fixture), { name: "x" })).rejects.toThrow("os.set_execution_name needs a run");
  });

  it("never names a run of another organisation", async () => {
    const { runId } = await createRunRow(prisma, stranger);
    await expect(callTool(prisma, "os.set_execution_name", contextFor(fixture, { runId }), { name: "Hijack" })).rejects.toThrow("not found");
    expect((await prisma.run.findUniqueOrThrow({ where: { id: runId } })).executionName).toBeNull();
  });
});

describe("os.add_execution_link", () => {
  it("appends a link with its label and when it was added, and keeps a repeat once", async () => {
    const { runId } = await createRunRow(prisma, fixture);
    const context = contextFor(fixture, { runId });
    const input = { url: "https://github.com/o/r/pull/7", label: "PR 7" };
    const first = JSON.parse(await callTool(prisma, "os.add_execution_link", context, input));
    const again = JSON.parse(await callTool(prisma, "os.add_execution_link", context, input, new Date("2026-12-02T00:00:00Z")));
    const link = { url: input.url, label: "PR 7", addedAt: fixedNow.toISOString() };
    expect(first).toEqual({ change: "added", links: [link] });
    expect(again).toEqual({ change: "unchanged", links: [link] });
    expect((await prisma.run.findUniqueOrThrow({ where: { id: runId } })).executionLinks).toEqual([link]);
  });

  it("labels a link with its URL by default, and relabels the same URL", async () => {
    const { runId } = await createRunRow(prisma, fixture);
    const context = contextFor(fixture, { runId });
    await callTool(prisma, "os.add_execution_link", context, { url: "https://docs.example.org/a" });
    const relabelled = JSON.parse(await callTool(prisma, "os.add_execution_link", context, { url: "https://docs.example.org/a", label: "Spec" }));
    expect(relabelled.change).toBe("relabelled");
    expect(relabelled.links).toEqual([{ url: "https://docs.example.org/a", label: "Spec", addedAt: fixedNow.toISOString() }]);
  });

  it("keeps every link of a batch that runs in parallel", async () => {
    const { runId } = await createRunRow(prisma, fixture);
    const context = contextFor(fixture, { runId });
    const urls = ["https://a.example.org", "https://b.example.org", "https://c.example.org", "https://d.example.org"];
    await Promise.all(urls.map((url) => callTool(prisma, "os.add_execution_link", context, { url })));
    const stored = (await prisma.run.findUniqueOrThrow({ where: { id: runId } })).executionLinks as { url: string }[];
    expect(stored.map((link) => link.url).sort()).toEqual(urls);
  });

  it("needs a run, and never touches another organisation's run", async () => {
    await expect(callTool(prisma, "os.add_execution_link", contextFor(fixture), { url: "https://a.org" })).rejects.toThrow("needs a run");
    const { runId } = await createRunRow(prisma, stranger);
    await expect(callTool(prisma, "os.add_execution_link", contextFor(fixture, { runId }), { url: "https://a.org" })).rejects.toThrow("not found");
  });
});
