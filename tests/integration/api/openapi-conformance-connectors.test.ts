import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { oauthStateHash } from "@/lib/server/connectors/login-sign-in";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "../../support/mcp/loopback-mcp-server";
import { testPrisma } from "../../support/test-database";
import { createTeam, type Team } from "./api-fixtures";
import { call, CONFORMANCE_TAGS, exercisedCount, unexercised } from "./openapi-conformance";

// Issue 17, item 5: the connector and login routes against a loopback MCP server, each called with a valid
// request and an error one, every answer checked against GET /v1/openapi.json by openapi-conformance.ts.

const prisma = testPrisma();
let team: Team;
let server: LoopbackMcpServer;

beforeAll(async () => {
  team = await createTeam(prisma);
  server = await startLoopbackMcpServer();
});

afterAll(async () => {
  await closeConnectorPool();
  await server.close();
  console.log(`[openapi conformance] connectors: ${exercisedCount()} operations exercised`);
});

type Login = { id: string; tools: { name: string }[] };

describe("the connector routes answer as GET /v1/openapi.json says", () => {
  it("a connector, its login through its whole life, and the OAuth callback", async () => {
    const token = team.adminToken;
    const connector = await call<{ id: string }>("POST", "/v1/connectors", { token, body: { name: "conformance", transport: { type: "http", url: server.url } } });
    expect(connector.status).toBe(201);
    const connectorId = connector.body.id;
    expect((await call("POST", "/v1/connectors", { token, body: { name: "Not A Name!", transport: { type: "http", url: server.url } } })).status).toBe(422);
    expect((await call("GET", "/v1/connectors", { token })).status).toBe(200);
    expect((await call("GET", "/v1/connectors", { token: team.editorToken })).status).toBe(403);
    expect((await call("GET", `/v1/connectors/${connectorId}`, { token })).status).toBe(200);
    expect((await call("GET", "/v1/connectors/no-such-connector", { token })).status).toBe(404);

    const login = await call<Login>("POST", `/v1/connectors/${connectorId}/logins`, { token, body: { scope: "organisation" } });
    expect(login.status).toBe(201);
    const loginId = login.body.id;
    expect((await call("POST", `/v1/connectors/${connectorId}/logins`, { token, body: { scope: "guild" } })).status).toBe(422);
    expect((await call("GET", `/v1/connectors/${connectorId}/logins`, { token })).status).toBe(200);
    expect((await call("GET", "/v1/connectors/no-such-connector/logins", { token })).status).toBe(404);
    expect((await call("GET", "/v1/logins", { token })).status).toBe(200);
    expect((await call("GET", "/v1/logins")).status).toBe(401);
    expect((await call("GET", `/v1/logins/${loginId}`, { token })).status).toBe(200);
    expect((await call("GET", "/v1/logins/no-such-login", { token })).status).toBe(404);
    const listed = await call<Login>("POST", `/v1/logins/${loginId}/list`, { token });
    expect(listed.status).toBe(200);
    expect((await call("POST", "/v1/logins/no-such-login/list", { token })).status).toBe(404);
    const toolName = listed.body.tools[0]!.name;
    expect((await call("PATCH", `/v1/logins/${loginId}/tools`, { token, body: { [toolName]: false } })).status).toBe(200);
    expect((await call("PATCH", `/v1/logins/${loginId}/tools`, { token, body: {} })).status).toBe(422);
    expect((await call("POST", `/v1/logins/${loginId}/disconnect`, { token })).status).toBe(200);
    expect((await call("POST", "/v1/logins/no-such-login/disconnect", { token })).status).toBe(404);
    expect((await call("POST", `/v1/logins/${loginId}/reconnect`, { token })).status).toBe(200);
    expect((await call("POST", "/v1/logins/no-such-login/reconnect", { token })).status).toBe(404);

    // A sign-in this admin started that has since expired: the callback claims it and sends the browser back.
    await prisma.connectorLogin.update({
      where: { id: loginId },
      data: { oauthStateHash: oauthStateHash("conformance-state"), oauthStartedById: team.admin.id, oauthExpiresAt: new Date(Date.now() - 60_000) },
    });
    expect((await call("GET", "/v1/connectors/oauth/callback?state=conformance-state&code=c", { token })).status).toBe(303);
    expect((await call("GET", "/v1/connectors/oauth/callback?state=conformance-state&code=c", { token })).status).toBe(404);

    expect((await call("DELETE", `/v1/logins/${loginId}`, { token })).status).toBe(204);
    expect((await call("DELETE", `/v1/logins/${loginId}`, { token })).status).toBe(404);
    expect((await call("DELETE", `/v1/connectors/${connectorId}`, { token })).status).toBe(204);
    expect((await call("DELETE", `/v1/connectors/${connectorId}`, { token })).status).toBe(404);
  });

  it("left no operation of these areas without a success and an error", () => {
    expect(unexercised(CONFORMANCE_TAGS.connectors)).toEqual([]);
  });
});
