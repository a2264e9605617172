import { beforeAll, describe, expect, it } from "vitest";
import { GET as getResult } from "@/app/v1/results/[ref]/route";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, createToken, params, read, type Team } from "./api-fixtures";

type WindowBody = { ref: string; tool: string; text: string; offset: number; limit: number; totalChars: number; truncated: boolean; nextOffset: number | null };

const prisma = testPrisma();
const text = `${"0123456789".repeat(3000)}😀end`;
let team: Team;
let otherTeam: Team;
let ref: string;
let foreignRef: string;

async function storeResult(organisationId: string, body: string, truncated = false): Promise<string> {
  const stored = await prisma.storedResult.create({
    data: { ref: `res_test_${Math.random().toString(36).slice(2)}`, organisationId, tool: "web.read", text: body, bytes: Buffer.byteLength(body), originalBytes: Buffer.byteLength(body), truncated },
  });
  return stored.ref;
}

function windowOf(resultRef: string, query = "", token = team.editorToken) {
  return getResult(apiRequest(`/v1/results/${resultRef}${query}`, { token }), params({ ref: resultRef }));
}

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  ref = await storeResult(team.organisationId, text, true);
  foreignRef = await storeResult(otherTeam.organisationId, "theirs");
});

describe("GET /v1/results/:ref", () => {
  it("answers the first 20000 characters by default", async () => {
    const { status, body } = await read<WindowBody>(await windowOf(ref));
    expect(status).toBe(200);
    expect(body).toMatchObject({ ref, tool: "web.read", offset: 0, limit: 20_000, totalChars: 30_004, truncated: true, nextOffset: 20_000 });
    expect(body.text).toBe(text.slice(0, 20_000));
  });

  it("answers the window asked for, counting characters", async () => {
    const { body } = await read<WindowBody>(await windowOf(ref, "?offset=29999&limit=100"));
    expect(body).toMatchObject({ offset: 29_999, limit: 100, text: "9😀end", nextOffset: null });
  });

  it("answers an empty window past the end", async () => {
    const { status, body } = await read<WindowBody>(await windowOf(ref, "?offset=40000"));
    expect(status).toBe(200);
    expect(body.text).toBe("");
  });

  it.each(["?limit=0", "?limit=100001", "?limit=abc", "?offset=-1", "?offset=1.5", "?limit="])("refuses %s with 422", async (query) => {
    const { status, body } = await read(await windowOf(ref, query));
    expect(status).toBe(422);
    expect(body.error.code).toBe("invalid_request");
  });

  it("answers another organisation's ref exactly as a made-up one: 404 not_found", async () => {
    const foreign = await read(await windowOf(foreignRef));
    const madeUp = await read(await windowOf("res_made_up"));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    expect(foreign.text).toBe(madeUp.text);
  });

  it("needs credentials and runs:read", async () => {
    expect((await windowOf(ref, "", "no-such-token")).status).toBe(401);
    expect((await getResult(apiRequest(`/v1/results/${ref}`), params({ ref }))).status).toBe(401);
    const toolsOnly = await createToken(prisma, team.editor.id, ["tools:read"]);
    const forbidden = await read(await windowOf(ref, "", toolsOnly));
    expect(forbidden.status).toBe(403);
    expect(forbidden.text).not.toContain("0123456789");
  });
});
