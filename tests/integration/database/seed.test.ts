import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/server/auth/password";
import { DEMO_TASK_TOOLS, SEED_ADMIN_EMAIL, seedDatabase } from "@/lib/server/database/seed";
import { testPrisma, truncateAll } from "../../support/test-database";

const prisma = testPrisma();
const originalPassword = process.env.TOLLGATE_ADMIN_PASSWORD;

beforeEach(async () => {
  await truncateAll();
  delete process.env.TOLLGATE_ADMIN_PASSWORD;
});

afterEach(() => {
  if (originalPassword === undefined) delete process.env.TOLLGATE_ADMIN_PASSWORD;
  else process.env.TOLLGATE_ADMIN_PASSWORD = originalPassword;
});

describe("seedDatabase", () => {
  it("creates the organisation, the admin, the demo agent and task once, and prints a generated password only the first time", async () => {
    const messages: string[] = [];
    const first = await seedDatabase(prisma, { log: (message) => messages.push(message) });
    expect(first.createdAdmin).toBe(true);
    expect(messages).toHaveLength(1);
    const password = /password: (\S+)/.exec(messages[0])?.[1] ?? "";
    expect(messages[0]).toContain("shown ONCE");
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const admin = await prisma.user.findUniqueOrThrow({ where: { email: SEED_ADMIN_EMAIL } });
    expect(admin.roles).toEqual(["admin", "editor", "ceo"]);
    expect(admin.organisationId).toBe(first.organisationId);
    expect(await verifyPassword(password, admin.passwordHash)).toBe(true);
    const agent = await prisma.agent.findUniqueOrThrow({ where: { id: first.agentId } });
    expect({ name: agent.name, toolCallBudget: agent.toolCallBudget, maxIterations: agent.maxIterations }).toEqual({ name: "Demo agent", toolCallBudget: 20, maxIterations: 10 });
    const task = await prisma.task.findUniqueOrThrow({ where: { id: first.taskId } });
    expect({ name: task.name, tools: task.tools }).toEqual({ name: "Demo task", tools: DEMO_TASK_TOOLS });

    const again = await seedDatabase(prisma, { log: (message) => messages.push(message) });
    expect(again).toEqual({ ...first, createdAdmin: false });
    expect(messages).toHaveLength(1);
    expect(await prisma.organisation.count()).toBe(1);
    expect(await prisma.user.count()).toBe(1);
    expect(await prisma.agent.count()).toBe(1);
    expect(await prisma.task.count()).toBe(1);
  });

  it("uses TOLLGATE_ADMIN_PASSWORD without printing it, and applies it to an existing admin", async () => {
    process.env.TOLLGATE_ADMIN_PASSWORD = "chosen-password-1";
    const messages: string[] = [];
    await seedDatabase(prisma, { log: (message) => messages.push(message) });
    expect(messages.join("\n")).not.toContain("chosen-password-1");
    let admin = await prisma.user.findUniqueOrThrow({ where: { email: SEED_ADMIN_EMAIL } });
    expect(await verifyPassword("chosen-password-1", admin.passwordHash)).toBe(true);

    process.env.TOLLGATE_ADMIN_PASSWORD = "chosen-password-2";
    await seedDatabase(prisma, { log: (message) => messages.push(message) });
    admin = await prisma.user.findUniqueOrThrow({ where: { email: SEED_ADMIN_EMAIL } });
    expect(await verifyPassword("chosen-password-2", admin.passwordHash)).toBe(true);
    expect(await verifyPassword("chosen-password-1", admin.passwordHash)).toBe(false);
  });

  it("creates one organisation when several processes seed at the same moment", async () => {
    const results = await Promise.all([1, 2, 3].map(() => seedDatabase(prisma, { log: () => undefined })));
    expect(new Set(results.map((result) => result.organisationId)).size).toBe(1);
    expect(results.filter((result) => result.createdAdmin)).toHaveLength(1);
    expect(await prisma.organisation.count()).toBe(1);
  });
});
