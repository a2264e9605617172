import { beforeAll, describe, expect, it } from "vitest";
import { GET as connectorTools } from "@/app/v1/tools/connectors/route";
import { ToolInfoListSchema } from "@/lib/contracts/tool-info-schemas";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, read, type Team } from "./api-fixtures";

// Issue 23, item 7: the Tools page finds connector tools — GET /v1/tools/connectors lists the organisation's
// connected logins' tools as the reference shows a tool, with when a run offers each; never another
// organisation's, never a login that is not connected.

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;

const listed = (serverName: string, description: string, annotations: Record<string, boolean> = {}) => ({ serverName, description, inputSchema: { type: "object", properties: { path: { type: "string" } } }, annotations });

async function login(organisationId: string, name: string, status: "connected" | "pending", tools: unknown[], toolSettings: Record<string, unknown> = {}) {
  const connector = await prisma.connector.create({ data: { organisationId, name, transport: { type: "http", url: "https://mcp.example.org/mcp", headers: {} } } });
  await prisma.connectorLogin.create({ data: { organisationId, connectorId: connector.id, scope: "organisation", scopeKey: "organisation", status, tools: tools as object[], toolSettings: toolSettings as object } });
}

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  await login(team.organisationId, "files", "connected", [listed("read_file", "Read a file from the shared drive.", { readOnlyHint: true }), listed("delete_file", "Delete a file.")], { delete_file: { enabled: false } });
  await login(team.organisationId, "tickets", "pending", [listed("open_ticket", "Open a ticket.")]);
  await login(otherTeam.organisationId, "secret-crm", "connected", [listed("export_all", "Export every customer.")]);
});

describe("GET /v1/tools/connectors", () => {
  it("lists the connected logins' tools with their access, retry class and when a run offers them", async () => {
    const answer = await read<{ tools: unknown[] }>(await connectorTools(apiRequest("/v1/tools/connectors", { token: team.editorToken }), noParams));
    expect(answer.status).toBe(200);
    const { tools } = ToolInfoListSchema.parse(answer.body);
    expect(tools.map((tool) => [tool.name, tool.modelName, tool.access, tool.retry])).toEqual([
      ["files.read_file", "files__read_file", "read", "safe"],
      ["files.delete_file", "files__delete_file", "write", "unsafe"],
    ]);
    expect(tools[0]).toMatchObject({ family: "Connector: files", description: "Read a file from the shared drive.", status: "available" });
    expect(tools[0].offeredWhen).toContain("files connector");
    expect(answer.text).not.toContain("secret-crm");
    expect(answer.text).not.toContain("open_ticket");
  });

  it("needs a signed-in reader", async () => {
    expect((await connectorTools(apiRequest("/v1/tools/connectors"), noParams)).status).toBe(401);
  });
});
