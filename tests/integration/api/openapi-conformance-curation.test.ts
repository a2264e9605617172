import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { createTeam, createToken, createUser, sessionCookieFor, type Team } from "./api-fixtures";
import { call, CONFORMANCE_TAGS, exercisedCount, uncoveredTags, unexercised } from "./openapi-conformance";

// Issue 17, item 5: the curation routes (agents, guilds, tasks, people, secrets, session, the tool
// reference, the document itself), each called with a valid request and an error one, every answer checked
// against GET /v1/openapi.json by openapi-conformance.ts.

const prisma = testPrisma();
let team: Team;

beforeAll(async () => {
  team = await createTeam(prisma);
});

afterAll(() => {
  console.log(`[openapi conformance] curation: ${exercisedCount()} operations exercised`);
});

/** The error request every non-public operation has: no credentials, 401. */
async function refusedWithoutCredentials(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) {
  expect((await call(method, path, { body })).status).toBe(401);
}

describe("the curation routes answer as GET /v1/openapi.json says", () => {
  it("agents, their offer and automation, and the organisation's bindings", async () => {
    const created = await call<{ id: string }>("POST", "/v1/agents", { token: team.adminToken, body: { name: "Conformance agent" } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await call("POST", "/v1/agents", { token: team.adminToken, body: { name: "" } })).status).toBe(422);
    expect((await call("GET", "/v1/agents", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", `/v1/agents/${id}`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/agents/no-such-agent", { token: team.editorToken })).status).toBe(404);
    expect((await call("PATCH", `/v1/agents/${id}`, { token: team.adminToken, body: { toolCallBudget: 7, flags: { coding: true } } })).status).toBe(200);
    expect((await call("PATCH", `/v1/agents/${id}`, { token: team.editorToken, body: { toolCallBudget: 7 } })).status).toBe(403);
    expect((await call("GET", `/v1/agents/${id}/automation`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", `/v1/agents/${id}/offer?kind=direct`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", `/v1/agents/${id}/offer?kind=nonsense`, { token: team.editorToken })).status).toBe(422);
    expect((await call("GET", "/v1/organisation/bindings", { token: team.editorToken })).status).toBe(200);
    expect((await call("PATCH", "/v1/organisation/bindings", { token: team.adminToken, body: { bindings: { note: true } } })).status).toBe(200);
    expect((await call("PATCH", "/v1/organisation/bindings", { token: team.adminToken, body: { bindings: { nothing: true } } })).status).toBe(422);
    const doomed = await call<{ id: string }>("POST", "/v1/agents", { token: team.adminToken, body: { name: "Doomed agent" } });
    expect((await call("DELETE", `/v1/agents/${doomed.body.id}`, { token: team.adminToken })).status).toBe(204);
    expect((await call("DELETE", `/v1/agents/${doomed.body.id}`, { token: team.adminToken })).status).toBe(404);
    await refusedWithoutCredentials("GET", "/v1/agents");
    await refusedWithoutCredentials("GET", `/v1/agents/${id}/automation`);
    await refusedWithoutCredentials("GET", "/v1/organisation/bindings");
  });

  it("guilds and tasks", async () => {
    expect((await call("POST", "/v1/guilds", { token: team.adminToken, body: { name: "Conformance guild" } })).status).toBe(201);
    expect((await call("POST", "/v1/guilds", { token: team.adminToken, body: { name: 5 } })).status).toBe(422);
    expect((await call("GET", "/v1/guilds", { token: team.editorToken })).status).toBe(200);
    await refusedWithoutCredentials("GET", "/v1/guilds");
    const task = await call<{ id: string }>("POST", "/v1/tasks", { token: team.adminToken, body: { name: "Conformance task", tools: ["os.set_context"] } });
    expect(task.status).toBe(201);
    expect((await call("POST", "/v1/tasks", { token: team.adminToken, body: { name: "Bad task", tools: ["workspace.no_such_tool"] } })).status).toBe(422);
    expect((await call("GET", "/v1/tasks", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", `/v1/tasks/${task.body.id}`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/tasks/no-such-task", { token: team.editorToken })).status).toBe(404);
    expect((await call("PATCH", `/v1/tasks/${task.body.id}`, { token: team.adminToken, body: { name: "Conformance task, renamed" } })).status).toBe(200);
    expect((await call("PATCH", `/v1/tasks/${task.body.id}`, { token: team.adminToken, body: { tools: "os.set_context" } })).status).toBe(422);
    expect((await call("DELETE", `/v1/tasks/${task.body.id}`, { token: team.adminToken })).status).toBe(204);
    expect((await call("DELETE", `/v1/tasks/${task.body.id}`, { token: team.adminToken })).status).toBe(404);
    await refusedWithoutCredentials("GET", "/v1/tasks");
  });

  it("users, tokens, the session and who is calling", async () => {
    const user = await call<{ id: string; generatedPassword: string }>("POST", "/v1/users", { token: team.adminToken, body: { email: `conformance-${Date.now()}@test.local`, roles: ["editor"] } });
    expect(user.status).toBe(201);
    expect(user.body.generatedPassword).toEqual(expect.any(String));
    expect((await call("POST", "/v1/users", { token: team.adminToken, body: { email: "not an address", roles: ["editor"] } })).status).toBe(422);
    expect((await call("GET", "/v1/users", { token: team.adminToken })).status).toBe(200);
    expect((await call("GET", "/v1/users", { token: team.editorToken })).status).toBe(403);
    expect((await call("PATCH", `/v1/users/${user.body.id}`, { token: team.adminToken, body: { roles: ["editor", "ceo"] } })).status).toBe(200);
    expect((await call("PATCH", `/v1/users/${user.body.id}`, { token: team.adminToken, body: { roles: [] } })).status).toBe(422);
    expect((await call("DELETE", `/v1/users/${user.body.id}`, { token: team.adminToken })).status).toBe(204);
    expect((await call("DELETE", `/v1/users/${user.body.id}`, { token: team.adminToken })).status).toBe(404);

    await createToken(prisma, team.editor.id, ["runs:read"]);
    const tokens = await call<{ tokens: { id: string; user: { id: string } }[] }>("GET", "/v1/tokens", { token: team.adminToken });
    expect(tokens.status).toBe(200);
    await refusedWithoutCredentials("GET", "/v1/tokens");
    const editorsToken = tokens.body.tokens.find((token) => token.user.id === team.editor.id && token.id !== undefined)!;
    expect((await call("DELETE", `/v1/tokens/${editorsToken.id}`, { token: team.adminToken })).status).toBe(204);
    expect((await call("DELETE", "/v1/tokens/no-such-token", { token: team.adminToken })).status).toBe(404);
    const editorCookie = await sessionCookieFor(prisma, team.editor.id);
    expect((await call("POST", "/v1/tokens", { cookie: editorCookie, body: { name: "conformance", scopes: ["runs:read"] } })).status).toBe(201);
    expect((await call("POST", "/v1/tokens", { cookie: editorCookie, body: { name: "conformance", scopes: ["admin"] } })).status).toBe(422);
    expect((await call("GET", "/v1/audit-events", { token: team.adminToken })).status).toBe(200);
    expect((await call("GET", "/v1/audit-events?limit=0", { token: team.adminToken })).status).toBe(422);

    const password = "conformance password 1";
    const person = await createUser(prisma, team.organisationId, ["editor"], { password });
    const signedIn = await call("POST", "/v1/session", { body: { email: person.email, password } });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    expect((await call("GET", "/v1/me", { cookie })).status).toBe(200);
    expect((await call("GET", "/v1/me", { token: team.editorToken })).status).toBe(200);
    await refusedWithoutCredentials("GET", "/v1/me");
    expect((await call("POST", "/v1/session", { body: { email: person.email, password: "not the password" } })).status).toBe(401);
    expect((await call("DELETE", "/v1/session", { cookie, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await call("DELETE", "/v1/session", { cookie })).status).toBe(204);
  });

  it("secrets, the secrets agents ask for, and what agents report", async () => {
    const agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Asking agent" } })).id;
    const secret = await call<{ id: string }>("POST", "/v1/secrets", { token: team.adminToken, body: { name: "CONFORMANCE_KEY", value: "conformance-value-1" } });
    expect(secret.status).toBe(201);
    expect((await call("POST", "/v1/secrets", { token: team.adminToken, body: { name: "SHORT", value: "x" } })).status).toBe(422);
    expect((await call("GET", "/v1/secrets", { token: team.adminToken })).status).toBe(200);
    await refusedWithoutCredentials("GET", "/v1/secrets");
    expect((await call("DELETE", `/v1/secrets/${secret.body.id}`, { token: team.adminToken })).status).toBe(204);
    expect((await call("DELETE", `/v1/secrets/${secret.body.id}`, { token: team.adminToken })).status).toBe(404);

    const ask = (name: string) => prisma.secretRequest.create({ data: { organisationId: team.organisationId, agentId, name, reason: "The run needs it." } });
    const [toFulfil, toDismiss] = [await ask("ASKED_KEY"), await ask("OTHER_KEY")];
    expect((await call("GET", "/v1/secret-requests?status=open", { token: team.adminToken })).status).toBe(200);
    expect((await call("GET", "/v1/secret-requests?status=unheard", { token: team.adminToken })).status).toBe(422);
    expect((await call("POST", `/v1/secret-requests/${toFulfil.id}/fulfil`, { token: team.adminToken, body: { value: "asked-value-12345" } })).status).toBe(200);
    expect((await call("POST", `/v1/secret-requests/${toFulfil.id}/fulfil`, { token: team.adminToken, body: { value: "asked-value-12345" } })).status).toBe(409);
    expect((await call("POST", `/v1/secret-requests/${toDismiss.id}/dismiss`, { token: team.adminToken })).status).toBe(200);
    expect((await call("POST", `/v1/secret-requests/${toDismiss.id}/dismiss`, { token: team.adminToken })).status).toBe(409);

    await prisma.issueReport.create({ data: { organisationId: team.organisationId, agentId, title: "A tool fails", details: "Again and again." } });
    expect((await call("GET", "/v1/issue-reports", { token: team.adminToken })).status).toBe(200);
    expect((await call("GET", "/v1/issue-reports", { token: team.ceoToken })).status).toBe(403);
  });

  it("the tool reference and the document itself", async () => {
    expect((await call("GET", "/v1/tools/built-in", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/tools/built-in/workspace.read_file", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/tools/built-in/no.such_tool", { token: team.editorToken })).status).toBe(404);
    expect((await call("GET", "/v1/tools/native", { token: team.editorToken })).status).toBe(200);
    await refusedWithoutCredentials("GET", "/v1/tools/native");
    expect((await call("GET", "/v1/tools/connectors", { token: team.editorToken })).status).toBe(200);
    await refusedWithoutCredentials("GET", "/v1/tools/connectors");
    await refusedWithoutCredentials("GET", "/v1/tools/built-in");
    const described = await call<{ openapi: string }>("GET", "/v1/openapi.json");
    expect(described.status).toBe(200);
    expect(described.body.openapi).toBe("3.1.0");
    expect((await call("GET", "/v1/openapi.json?q=%00")).status).toBe(422);
  });

  it("left no operation of these areas without a success and an error, and no area out", () => {
    expect(unexercised(CONFORMANCE_TAGS.curation)).toEqual([]);
    expect(uncoveredTags()).toEqual([]);
  });
});
