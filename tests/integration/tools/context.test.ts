import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CONTEXT_KEYS } from "@/lib/tools/os/context-tools";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor, fixedNow } from "./tool-test-setup";

const prisma = testPrisma();
let fixture: OrganisationFixture;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
});

describe("os.set_context / os.get_context / os.delete_context", () => {
  it("sets, reads back one and all, replaces, and deletes", async () => {
    const context = contextFor(fixture);
    const set = JSON.parse(await callTool(prisma, "os.set_context", context, { key: "customer", value: "Ada Lovelace" }));
    expect(set).toEqual({ key: "customer", setAt: fixedNow.toISOString(), replaced: false });
    await callTool(prisma, "os.set_context", context, { key: "invoice", value: "INV-7" });
    const replaced = JSON.parse(await callTool(prisma, "os.set_context", context, { key: "invoice", value: "INV-8" }));
    expect(replaced.replaced).toBe(true);

    expect(JSON.parse(await callTool(prisma, "os.get_context", context, { key: "customer" }))).toEqual({
      key: "customer",
      value: "Ada Lovelace",
      setAt: fixedNow.toISOString(),
    });
    expect(JSON.parse(await callTool(prisma, "os.get_context", context, {}))).toEqual({
      count: 2,
      items: [
        { key: "customer", value: "Ada Lovelace", setAt: fixedNow.toISOString() },
        { key: "invoice", value: "INV-8", setAt: fixedNow.toISOString() },
      ],
    });

    expect(await callTool(prisma, "os.delete_context", context, { key: "invoice" })).toBe('Deleted "invoice" from the context.');
    expect(await callTool(prisma, "os.delete_context", context, { key: "invoice" })).toBe('The context had no value named "invoice"; nothing changed.');
    expect(await prisma.contextItem.count({ where: { agentId: fixture.agentId } })).toBe(1);
  });

  it("says a missing key is absent rather than answering empty", async () => {
    await expect(callTool(prisma, "os.get_context", contextFor(fixture), { key: "nothing-here" })).rejects.toThrow(
      /^context_key_not_found: the context has no value named "nothing-here"\. Keys that are set: customer\.$/,
    );
  });

  it("keeps each agent's context to itself", async () => {
    const other = await createOrganisationFixture(prisma);
    const otherContext = contextFor(other);
    expect(await callTool(prisma, "os.get_context", otherContext, {})).toBe("The context is empty: no values are set.");
    await callTool(prisma, "os.set_context", otherContext, { key: "customer", value: "Grace Hopper" });
    expect(JSON.parse(await callTool(prisma, "os.get_context", contextFor(fixture), { key: "customer" })).value).toBe("Ada Lovelace");
  });

  it("refuses a new key once the context is full, but still replaces a set one", async () => {
    const full = await createOrganisationFixture(prisma);
    await prisma.contextItem.createMany({
      data: Array.from({ length: MAX_CONTEXT_KEYS }, (_, index) => ({
        organisationId: full.organisationId,
        agentId: full.agentId,
        scope: `task:${full.taskId}`,
        key: `key-${index}`,
        value: "v",
      })),
    });
    await expect(callTool(prisma, "os.set_context", contextFor(full), { key: "one-more", value: "v" })).rejects.toThrow(/^context_full: /);
    expect(JSON.parse(await callTool(prisma, "os.set_context", contextFor(full), { key: "key-0", value: "w" })).replaced).toBe(true);
  });
});
