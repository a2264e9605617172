import { beforeAll, describe, expect, it } from "vitest";
import { POST as postAgent } from "@/app/v1/agents/route";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { POST as postSecret } from "@/app/v1/secrets/route";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, read, type Team } from "./api-fixtures";

// Issue 8, item 2, through the playground: what an editor sends is stored and answered with secret values
// redacted, as a run's calls are; the handler alone gets the arguments as sent.

const prisma = testPrisma();
const secretValue = "pg-playground-secret-0123456789";
let team: Team;
let agentId: string;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  const agent = await read<{ id: string }>(await postAgent(apiRequest("/v1/agents", { token: team.adminToken, body: { name: "Playground agent", bindings: { note: true } } }), noParams));
  agentId = agent.body.id;
  expect((await postSecret(apiRequest("/v1/secrets", { token: team.adminToken, body: { name: "vendor_key", value: secretValue } }), noParams)).status).toBe(201);
});

describe("POST /v1/playground/invoke with a secret in the arguments", () => {
  it("answers and stores the arguments redacted, while the handler stores the real value", async () => {
    const response = await invoke(
      apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { agentId, tool: "note_write", arguments: { title: "keys", content: `use ${secretValue} for the vendor` } } }),
      noParams,
    );
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain(secretValue);
    const body = JSON.parse(text) as { callId: string; outcome: string; arguments: { content: string } };
    expect(body.outcome).toBe("ok");
    expect(body.arguments.content).toBe("use [REDACTED] for the vendor");
    const row = await prisma.toolCall.findUniqueOrThrow({ where: { id: body.callId } });
    expect(JSON.stringify(row)).not.toContain(secretValue);
    // The note itself holds what was sent: redaction is for what is shown, not for the tool's own work.
    expect((await prisma.note.findFirstOrThrow({ where: { agentId, title: "keys" } })).content).toBe(`use ${secretValue} for the vendor`);
  });
});
