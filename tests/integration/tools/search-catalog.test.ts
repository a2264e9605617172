// os.search_catalog through the real registry: the built-ins a task can declare and a run answers, and the
// organisation's connected vendor tools that are on — never another organisation's, a turned-off one's,
// a pending login's, a planned tool, a CEO-chat tool or a binding tool.

import { beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor } from "./tool-test-setup";

const prisma = testPrisma();
let owner: OrganisationFixture;
let other: OrganisationFixture;

type Listed = { serverName: string; description: string };

async function connectLogin(client: PrismaClient, fixture: OrganisationFixture, connector: string, tools: Listed[], options: { status?: "connected" | "pending"; off?: string[] } = {}) {
  const { id: connectorId } = await client.connector.create({
    data: { organisationId: fixture.organisationId, name: connector, transport: { type: "http", url: "https://mcp.example.test/mcp" } },
  });
  const toolSettings = Object.fromEntries((options.off ?? []).map((name) => [name, { enabled: false }]));
  await client.connectorLogin.create({
    data: {
      organisationId: fixture.organisationId,
      connectorId,
      scope: "organisation",
      scopeKey: "organisation",
      status: options.status ?? "connected",
      tools: tools.map((tool) => ({ ...tool, inputSchema: { type: "object", properties: {} }, annotations: {} })),
      toolSettings,
    },
  });
}

async function search(query: string, limit?: number): Promise<string> {
  return callTool(prisma, "os.search_catalog", contextFor(owner), limit === undefined ? { query } : { query, limit });
}

beforeAll(async () => {
  owner = await createOrganisationFixture(prisma);
  other = await createOrganisationFixture(prisma);
  await connectLogin(prisma, owner, "github", [
    { serverName: "merge_pull_request", description: "Merge a pull request into its base branch." },
    { serverName: "delete_repository", description: "Delete a repository and every pull request in it." },
  ], { off: ["delete_repository"] });
  await connectLogin(prisma, owner, "linear", [{ serverName: "merge_issues", description: "Merge two duplicate issues." }], { status: "pending" });
  await connectLogin(prisma, other, "gitlab", [{ serverName: "merge_request_merge", description: "Merge a merge request (a pull request)." }]);
});

describe("os.search_catalog", () => {
  it("finds a built-in by what it does, under the exact name a task declares, with its family", async () => {
    const answer = JSON.parse(await search("keep a named value in the task context", 3));
    expect(answer.query).toBe("keep a named value in the task context");
    expect(answer.matches[0]).toEqual({
      name: "os.set_context",
      family: "Context",
      description: "Keep a named value in the task's context, where this run's later steps and the task's later runs can read it. Setting a key again replaces its value. Returns the key and when it was set.",
    });
    expect(answer.count).toBe(answer.matches.length);
    expect(answer.matches.length).toBeLessThanOrEqual(3);
  });

  it("finds the organisation's connected vendor tools that are on, and no one else's", async () => {
    const answer = JSON.parse(await search("merge a pull request", 50));
    const names = answer.matches.map((match: { name: string }) => match.name);
    expect(answer.matches[0]).toEqual({ name: "github.merge_pull_request", family: "Connector: github", description: "Merge a pull request into its base branch." });
    expect(names).not.toContain("github.delete_repository"); // turned off by an admin
    expect(names).not.toContain("linear.merge_issues"); // its login is still pending
    expect(names.some((name: string) => name.startsWith("gitlab."))).toBe(false); // another organisation's
  });

  it("leaves out planned tools, CEO-chat tools and binding tools, which no task could use", async () => {
    const names = (query: string) => search(query, 50).then((text) => (text.startsWith("{") ? JSON.parse(text).matches.map((match: { name: string }) => match.name) : []));
    expect(await names("send a new mail message")).toContain("os.mail_send"); // answered since issue 19
    expect(await names("start a task run")).not.toContain("os.start_task"); // the CEO chat's own
    expect(await names("write a note")).not.toContain("note_write"); // a binding tool, not declared by a task
  });

  it("says when nothing matches, as an answer rather than an error", async () => {
    expect(await search("zzqx florp")).toBe('No tool the enterprise could use matches "zzqx florp": try other words for what it should do.');
  });
});
