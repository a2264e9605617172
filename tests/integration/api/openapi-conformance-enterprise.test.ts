import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { createTeam, type Team } from "./api-fixtures";
import { call, CONFORMANCE_TAGS, exercisedCount, unexercised } from "./openapi-conformance";

// Issue 18: the enterprise's routes (its profile, its job roles), each called with a valid request and an
// error one, every answer checked against GET /v1/openapi.json by openapi-conformance.ts.

const prisma = testPrisma();
let team: Team;

beforeAll(async () => {
  team = await createTeam(prisma);
});

afterAll(() => {
  console.log(`[openapi conformance] enterprise: ${exercisedCount()} operations exercised`);
});

describe("the enterprise routes answer as GET /v1/openapi.json says", () => {
  it("the profile and the job roles", async () => {
    expect((await call("GET", "/v1/enterprise", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/enterprise")).status).toBe(401);
    const profile = { name: "Conformance Inc", mission: "Conform.", goals: ["Every route described"], policies: "None." };
    expect((await call("PUT", "/v1/enterprise", { token: team.ceoToken, body: profile })).status).toBe(200);
    expect((await call("PUT", "/v1/enterprise", { token: team.adminToken, body: { ...profile, goals: [""] } })).status).toBe(422);
    expect((await call("PUT", "/v1/enterprise", { token: team.editorToken, body: profile })).status).toBe(403);
    expect((await call("POST", "/v1/roles", { token: team.adminToken, body: { name: "Conformance role" } })).status).toBe(201);
    expect((await call("POST", "/v1/roles", { token: team.adminToken, body: { name: "Conformance role" } })).status).toBe(409);
    expect((await call("GET", "/v1/roles", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/roles")).status).toBe(401);
    expect((await call("GET", "/v1/members", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/members")).status).toBe(401);
  });

  it("left no operation of the area without a success and an error", () => {
    expect(unexercised(CONFORMANCE_TAGS.enterprise)).toEqual([]);
  });
});
