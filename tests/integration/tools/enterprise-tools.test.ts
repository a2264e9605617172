// os.directory and os.read_enterprise through the real registry (CONTRACT.md, The enterprise behind the OS
// tools): people and agents as members with their roles, teams and addresses, job roles, guilds as teams;
// the profile as written. Deleted members are gone, another organisation is never read, and a run with no
// acting user reads nothing.

import { beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor } from "./tool-test-setup";

const prisma = testPrisma();
let owner: OrganisationFixture;
let other: OrganisationFixture;
const ids: Record<string, string> = {};

type Entry = { id: string; kind: string; member?: string; name: string; address?: string; roles?: { id: string; name: string }[]; teams?: { id: string; name: string }[] };
type Listing = { total: number; shown: number; entries: Entry[] };

beforeAll(async () => {
  owner = await createOrganisationFixture(prisma);
  other = await createOrganisationFixture(prisma);
  const organisationId = owner.organisationId;
  await prisma.organisation.update({ where: { id: organisationId }, data: { name: "Acme", mission: "Make warehouses safe.", goals: ["Ship the arm", "Zero injuries"], policies: "- Be kind." } });
  const release = await prisma.jobRole.create({ data: { organisationId, name: "Release manager", description: "Ships what is ready." } });
  const support = await prisma.jobRole.create({ data: { organisationId, name: "Support lead" } });
  const platform = await prisma.guild.create({ data: { organisationId, name: "Platform" } });
  const helpdesk = await prisma.guild.create({ data: { organisationId, name: "Helpdesk" } });
  Object.assign(ids, { release: release.id, support: support.id, platform: platform.id, helpdesk: helpdesk.id });
  await prisma.user.update({ where: { id: owner.editor.userId }, data: { name: "Ada Lovelace", jobRoleIds: [release.id], teamIds: [platform.id, helpdesk.id] } });
  await prisma.agent.update({ where: { id: owner.agentId }, data: { name: "Release Bot", jobRoleIds: [release.id, support.id], guildId: platform.id } });
  await prisma.agent.create({ data: { organisationId, name: "Retired bot", deletedAt: new Date() } });
  await prisma.user.create({ data: { organisationId, email: `gone-${Date.now()}@test.local`, name: "Gone Person", deletedAt: new Date() } });
  const foreignRole = await prisma.jobRole.create({ data: { organisationId: other.organisationId, name: "Release manager" } });
  await prisma.agent.update({ where: { id: other.agentId }, data: { name: "Foreign release bot", jobRoleIds: [foreignRole.id] } });
  await prisma.organisation.update({ where: { id: other.organisationId }, data: { mission: "Their secret mission." } });
});

async function lookUp(input: Record<string, unknown> = {}): Promise<Listing> {
  return JSON.parse(await callTool(prisma, "os.directory", contextFor(owner), input)) as Listing;
}

describe("os.directory", () => {
  it("lists people and agents as members with roles, teams and address, then job roles, then teams", async () => {
    const listing = await lookUp();
    expect(listing.entries.map((entry) => [entry.kind, entry.name])).toEqual([
      ["member", "Ada Lovelace"],
      ["member", expect.stringMatching(/^ceo-.*@test\.local$/)], // no name: known by the address
      ["member", "Release Bot"],
      ["role", "Release manager"],
      ["role", "Support lead"],
      ["team", "Helpdesk"],
      ["team", "Platform"],
    ]);
    expect(listing).toMatchObject({ total: 7, shown: 7 });
    expect(listing.entries[0]).toEqual({
      id: owner.editor.userId,
      kind: "member",
      member: "person",
      name: "Ada Lovelace",
      address: expect.stringMatching(/^editor-.*@test\.local$/),
      roles: [{ id: ids.release, name: "Release manager" }],
      teams: [{ id: ids.platform, name: "Platform" }, { id: ids.helpdesk, name: "Helpdesk" }],
    });
    expect(listing.entries[2]).toEqual({
      id: owner.agentId,
      kind: "member",
      member: "agent",
      name: "Release Bot",
      address: "release-bot@tollgate.local",
      roles: [{ id: ids.release, name: "Release manager" }, { id: ids.support, name: "Support lead" }],
      teams: [{ id: ids.platform, name: "Platform" }],
    });
    expect(listing.entries[3]).toEqual({ id: ids.release, kind: "role", name: "Release manager", description: "Ships what is ready." });
    expect(listing.entries[6]).toEqual({ id: ids.platform, kind: "team", name: "Platform" });
  });

  it("never lists deleted people or agents, nor another organisation's anything", async () => {
    const text = JSON.stringify(await lookUp({ limit: 200 }));
    expect(text).not.toContain("Retired bot");
    expect(text).not.toContain("Gone Person");
    expect(text).not.toContain("Foreign release bot");
    expect(text).not.toContain(other.agentId);
  });

  it("finds entries by words in a name, role, team or address, every word counting", async () => {
    const names = async (query: string, kind?: string) => (await lookUp(kind === undefined ? { query } : { query, kind })).entries.map((entry) => entry.name);
    expect(await names("release")).toEqual(["Ada Lovelace", "Release Bot", "Release manager"]); // Ada by her role
    expect(await names("helpdesk")).toEqual(["Ada Lovelace", "Helpdesk"]); // by team
    expect(await names("release-bot@tollgate")).toEqual(["Release Bot"]); // by address
    expect(await names("support platform")).toEqual(["Release Bot"]); // both words
    expect(await names("PLATFORM", "team")).toEqual(["Platform"]);
    expect(await names("release", "role")).toEqual(["Release manager"]);
  });

  it("keeps to the limit and says how many there were", async () => {
    const listing = await lookUp({ kind: "member", limit: 2 });
    expect(listing).toMatchObject({ total: 3, shown: 2 });
    expect(listing.entries).toHaveLength(2);
  });

  it("says so when nothing matches, as an answer", async () => {
    expect(await callTool(prisma, "os.directory", contextFor(owner), { query: "zzqx" })).toBe(
      'No entry in the directory matches "zzqx": try fewer or other words (a name, role, team or address).',
    );
    expect(await callTool(prisma, "os.directory", contextFor(other), { kind: "team" })).toBe("The directory has no team yet.");
  });

  it("reads nothing for a run with no acting user", async () => {
    await expect(callTool(prisma, "os.directory", contextFor(owner, { actingUserId: null, actingUserRoles: [] }), {})).rejects.toMatchObject({ code: "user_context_missing" });
  });
});

describe("os.read_enterprise", () => {
  it("answers the profile as written, with its teams and job roles", async () => {
    const profile = JSON.parse(await callTool(prisma, "os.read_enterprise", contextFor(owner), {}));
    expect(profile).toEqual({
      name: "Acme",
      mission: "Make warehouses safe.",
      goals: ["Ship the arm", "Zero injuries"],
      policies: "- Be kind.",
      teams: [{ id: ids.helpdesk, name: "Helpdesk" }, { id: ids.platform, name: "Platform" }],
      roles: [
        { id: ids.release, name: "Release manager", description: "Ships what is ready." },
        { id: ids.support, name: "Support lead", description: "" },
      ],
    });
  });

  it("reads only the run's organisation, and says when its profile is not written yet", async () => {
    const fresh = await createOrganisationFixture(prisma);
    const profile = JSON.parse(await callTool(prisma, "os.read_enterprise", contextFor(fresh), {}));
    expect(profile).toMatchObject({ mission: "", goals: [], teams: [], roles: [], note: expect.stringContaining("Enterprise page") });
    expect(JSON.stringify(profile)).not.toContain("Their secret mission");
  });

  it("reads nothing for a run with no acting user", async () => {
    await expect(callTool(prisma, "os.read_enterprise", contextFor(owner, { actingUserId: null, actingUserRoles: [] }), {})).rejects.toMatchObject({ code: "user_context_missing" });
  });
});
