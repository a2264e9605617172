import { beforeAll, describe, expect, it } from "vitest";
import { GET as getTool } from "@/app/v1/tools/built-in/[name]/route";
import { GET as listTools } from "@/app/v1/tools/built-in/route";
import { GET as listNativeTools } from "@/app/v1/tools/native/route";
import { hashApiToken } from "@/lib/server/auth/api-token";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createOrganisation, createToken, createUser, noParams, params, read } from "./api-fixtures";

type ToolInfoBody = { name: string; modelName: string; family: string; access: string; retry: string; gate: string; runCallable: boolean; inputSchema: object; errors: unknown[] };

const prisma = testPrisma();
let readToken: string;
let runsOnlyToken: string;
let editorId: string;

beforeAll(async () => {
  await truncateAll();
  const organisationId = await createOrganisation(prisma);
  const editor = await createUser(prisma, organisationId, ["editor"]);
  editorId = editor.id;
  readToken = await createToken(prisma, editor.id, ["tools:read"]);
  runsOnlyToken = await createToken(prisma, editor.id, ["runs:read"]);
});

describe("GET /v1/tools/built-in", () => {
  it("lists every built-in tool as ToolInfo for a token scoped tools:read", async () => {
    const { status, body } = await read<{ tools: ToolInfoBody[] }>(await listTools(apiRequest("/v1/tools/built-in", { token: readToken }), noParams));
    expect(status).toBe(200);
    expect(body.tools.length).toBeGreaterThan(80);
    expect(body.tools.find((tool) => tool.name === "workspace.read_file")).toMatchObject({
      name: "workspace.read_file",
      modelName: "workspace__read_file",
      family: "Workspace",
      access: "read",
      retry: "safe",
      runCallable: true,
      inputSchema: expect.any(Object),
      errors: expect.any(Array),
    });
    expect(body.tools.find((tool) => tool.name === "os.list_tasks")).toMatchObject({ runCallable: false });
  });

  it("answers no token with 401 unauthenticated", async () => {
    const { status, body } = await read(await listTools(apiRequest("/v1/tools/built-in"), noParams));
    expect(status).toBe(401);
    expect(body.error.code).toBe("unauthenticated");
  });

  it("answers a made-up token with 401, and a malformed Authorization header too", async () => {
    expect((await listTools(apiRequest("/v1/tools/built-in", { token: "tg_not_a_real_token" }), noParams)).status).toBe(401);
    const basic = new Request("http://local/v1/tools/built-in", { headers: { authorization: `Basic ${readToken}` } });
    expect((await listTools(basic, noParams)).status).toBe(401);
  });

  it("answers a token lacking tools:read with 403 forbidden", async () => {
    const { status, body } = await read(await listTools(apiRequest("/v1/tools/built-in", { token: runsOnlyToken }), noParams));
    expect(status).toBe(403);
    expect(body.error.code).toBe("forbidden");
  });

  it("answers a revoked token with 401", async () => {
    const token = await createToken(prisma, editorId, ["tools:read"]);
    expect((await listTools(apiRequest("/v1/tools/built-in", { token }), noParams)).status).toBe(200);
    await prisma.apiToken.update({ where: { tokenHash: hashApiToken(token) }, data: { revokedAt: new Date() } });
    expect((await listTools(apiRequest("/v1/tools/built-in", { token }), noParams)).status).toBe(401);
  });

  it("records when a token was last used, at most once a minute", async () => {
    const token = await createToken(prisma, editorId, ["tools:read"]);
    await listTools(apiRequest("/v1/tools/built-in", { token }), noParams);
    const first = await prisma.apiToken.findUniqueOrThrow({ where: { tokenHash: hashApiToken(token) } });
    expect(first.lastUsedAt).not.toBeNull();
    await listTools(apiRequest("/v1/tools/built-in", { token }), noParams);
    const second = await prisma.apiToken.findUniqueOrThrow({ where: { id: first.id } });
    expect(second.lastUsedAt?.getTime()).toBe(first.lastUsedAt?.getTime());
  });
});

describe("GET /v1/tools/built-in/:name", () => {
  it("answers one tool's ToolInfo", async () => {
    const request = apiRequest("/v1/tools/built-in/os.set_gate_summary", { token: readToken });
    const { status, body } = await read<ToolInfoBody>(await getTool(request, params({ name: "os.set_gate_summary" })));
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "os.set_gate_summary", modelName: "os__set_gate_summary", access: "write", retry: "idempotent" });
  });

  it("answers an unknown name with 404 tool_unknown", async () => {
    const request = apiRequest("/v1/tools/built-in/os.nope", { token: readToken });
    const { status, body } = await read(await getTool(request, params({ name: "os.nope" })));
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: "tool_unknown", tool: "os.nope" });
  });

  it("needs credentials and the scope", async () => {
    expect((await getTool(apiRequest("/v1/tools/built-in/web.read"), params({ name: "web.read" }))).status).toBe(401);
    const forbidden = apiRequest("/v1/tools/built-in/web.read", { token: runsOnlyToken });
    expect((await getTool(forbidden, params({ name: "web.read" }))).status).toBe(403);
  });
});

describe("GET /v1/tools/native", () => {
  it("lists the binding, code and run tools, each saying when a run offers it", async () => {
    const { status, body } = await read<{ tools: (ToolInfoBody & { offeredWhen: string; status: string })[] }>(
      await listNativeTools(apiRequest("/v1/tools/native", { token: readToken }), noParams),
    );
    expect(status).toBe(200);
    const byName = new Map(body.tools.map((tool) => [tool.name, tool]));
    expect(byName.get("secret_request")?.offeredWhen).toBe("When the secret binding resolves enabled for the agent, in direct runs only");
    expect(byName.get("memory_write")?.offeredWhen).toBe("When the memory binding resolves enabled for the agent, config.memory is not false");
    expect(byName.get("read_file")?.offeredWhen).toBe("When config.coding is true");
    expect(byName.get("report_issue")?.offeredWhen).toBe("Always: part of the run itself");
    expect(byName.get("group_post")?.status).toBe("planned");
    expect((await listNativeTools(apiRequest("/v1/tools/native", { token: runsOnlyToken }), noParams)).status).toBe(403);
  });
});
