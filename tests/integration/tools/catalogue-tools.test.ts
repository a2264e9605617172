import { beforeAll, describe, expect, it } from "vitest";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import { modelSchemaOf } from "@/lib/runtime/offer/model-schema";
import { discoveryHint, ownToolHint } from "@/lib/tools/catalogue/get-tool-schema";
import { offerUnknownText } from "@/lib/tools/catalogue/list-tools";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor } from "./tool-test-setup";

const prisma = testPrisma();
let fixture: OrganisationFixture;

// A description far over 200 characters, to see it cut and the name kept.
const longDescribed = runCatalog.all().find((definition) => definition.description.length > 250 && definition.runCallable)!;
const offeredTools = ["os__get_context", "os__set_context", "read_tool_result", "note_write", "scripts__invoice_total", longDescribed.name.replace(/\./g, "__")];

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
});

const offeredContext = () => contextFor(fixture, { offeredTools });
const call = async (tool: string, input: Record<string, unknown>, context = offeredContext()) => JSON.parse(await callTool(prisma, tool, context, input));

describe("list_tools", () => {
  it("lists every offered name, each description at most 200 characters, an agent's own tool by name alone", async () => {
    const listed = await call("list_tools", {});
    expect(listed.count).toBe(offeredTools.length);
    expect(listed.tools.map((tool: { name: string }) => tool.name)).toEqual(offeredTools);
    for (const tool of listed.tools) expect((tool.description ?? "").length).toBeLessThanOrEqual(200);
    expect(listed.tools).toContainEqual({ name: "scripts__invoice_total" });
    const long = listed.tools.find((tool: { name: string }) => tool.name === offeredTools[5]);
    expect(long.description).toHaveLength(200);
    expect(long.description.endsWith("…")).toBe(true);
    expect(listed.tools[0]).toEqual({ name: "os__get_context", family: "Context", description: expect.any(String) });
  });

  it.each([
    ["os__", ["os__get_context", "os__set_context"]],
    ["os.", ["os__get_context", "os__set_context"]],
    ["NOTE_", ["note_write"]],
    ["result memory", ["read_tool_result"]],
    ["nothing-like-this", []],
  ])("filters by the prefix %s", async (prefix, names) => {
    const listed = await call("list_tools", { prefix });
    expect(listed.tools.map((tool: { name: string }) => tool.name)).toEqual(names);
    expect(listed.offered).toBe(offeredTools.length);
  });

  it("says the offer is unknown when the call was not made at a model's turn", async () => {
    expect(await call("list_tools", {}, contextFor(fixture))).toEqual({ count: 0, tools: [], note: offerUnknownText });
  });
});

describe("search_tools", () => {
  it("answers each query in order, marking what this run offers, with an absence said apart", async () => {
    const answer = await call("search_tools", { queries: ["read stored result", "zzqqxx", "set context value", "read stored result"], limit: 3 });
    expect(answer.results.map((result: { query: string }) => result.query)).toEqual(["read stored result", "zzqqxx", "set context value", "read stored result"]);
    expect(answer.results[0].hits[0]).toEqual({ name: "read_tool_result", description: expect.any(String), offered: true });
    expect(answer.results[1].hits).toEqual([]);
    expect(answer.results[2].hits[0]).toMatchObject({ name: "os__set_context", offered: true });
    expect(answer.results[3]).toEqual(answer.results[0]);
    expect(answer.absent).toEqual(["zzqqxx"]);
    for (const result of answer.results) {
      expect(result.hits.length).toBeLessThanOrEqual(3);
      for (const hit of result.hits) expect(hit.description.length).toBeLessThanOrEqual(200);
    }
  });

  it("finds tools the run does not offer, and says so", async () => {
    const answer = await call("search_tools", { queries: ["transcript earlier turns"] });
    expect(answer.results[0].hits[0]).toMatchObject({ name: "read_transcript", offered: false });
  });

  it("leaves `offered` unknown (null) when the offer is unknown", async () => {
    const answer = await call("search_tools", { queries: ["transcript"] }, contextFor(fixture));
    expect(answer.results[0].hits[0]).toMatchObject({ name: "read_transcript", offered: null });
  });
});

describe("get_tool_schema", () => {
  it("gives complete definitions by dotted or model name, parameters as the model sees them", async () => {
    const answer = await call("get_tool_schema", { names: ["os.get_context", "read_transcript", "os__get_context"] });
    const definition = runCatalog.get("os.get_context")!;
    expect(answer.tools).toHaveLength(2);
    expect(answer.tools[0]).toEqual({
      name: "os.get_context",
      modelName: "os__get_context",
      family: definition.family,
      description: definition.description,
      parameters: modelSchemaOf(definition.inputSchema, []),
      access: definition.access,
      retry: definition.retry,
      gate: definition.gate,
      offered: true,
    });
    expect(answer.tools[1]).toMatchObject({ name: "read_transcript", offered: false });
    expect(answer.missing).toEqual([]);
  });

  it("puts unknown names in missing with the discovery hint and the closest names", async () => {
    const answer = await call("get_tool_schema", { names: ["os__get_contxt", "scripts.invoice_total"] });
    expect(answer.tools).toEqual([]);
    expect(answer.missing).toEqual([
      { name: "os__get_contxt", hint: discoveryHint, closest: expect.arrayContaining(["os__get_context"]) },
      { name: "scripts.invoice_total", hint: ownToolHint, closest: expect.any(Array) },
    ]);
    expect(answer.missing[0].closest[0]).toBe("os__get_context");
    expect(discoveryHint).toContain("search_tools finds a tool by what it does");
  });
});
