import { beforeAll, describe, expect, it } from "vitest";
import { POST as signIn } from "@/app/v1/session/route";
import { findCallSubjects } from "@/lib/server/runs/find-call-subjects";
import { listPlaygroundExamples } from "@/lib/server/playground/list-playground-examples";
import { deleteAgent } from "@/lib/server/use-cases/agents/delete-agent";
import { findOwnAgent } from "@/lib/server/use-cases/agents/find-own-agent";
import { listAgents } from "@/lib/server/use-cases/agents/list-agents";
import { deleteTask } from "@/lib/server/use-cases/tasks/delete-task";
import { findOwnTask } from "@/lib/server/use-cases/tasks/find-own-task";
import { listTasks } from "@/lib/server/use-cases/tasks/list-tasks";
import { emailsByUserId } from "@/lib/server/use-cases/users/emails-by-user-id";
import { findOwnUser } from "@/lib/server/use-cases/users/find-own-user";
import { listUsers } from "@/lib/server/use-cases/users/list-users";
import { testPrisma } from "../../support/test-database";
import { apiRequest, createTeam, createUser, noParams, type Team } from "../api/api-fixtures";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";

// Issue 17, item 4: the soft-delete filter in one place (lib/server/database/soft-delete.ts). A deleted
// Agent, Task or User is invisible through every read path that matters — the list, the lookup by id and
// the lookup by name — while the reads that must see it (a decider's email on an old gate) still do.

const prisma = testPrisma();
let team: Team;
let principal: UseCasePrincipal;

beforeAll(async () => {
  team = await createTeam(prisma);
  principal = { userId: team.admin.id, organisationId: team.organisationId, roles: ["admin"] };
});

const notFound = { code: "not_found" };

describe("a soft-deleted row is invisible through every read", () => {
  it("an agent: not listed, not found by id, not found by name, starts nothing", async () => {
    const agent = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Demo agent" } });
    expect((await listPlaygroundExamples(prisma, principal)).examples[0].agentId).toBe(agent.id);
    await deleteAgent(prisma, principal, agent.id);

    expect((await listAgents(prisma, principal)).agents.map((entry) => entry.id)).not.toContain(agent.id);
    await expect(findOwnAgent(prisma, team.organisationId, agent.id)).rejects.toMatchObject(notFound);
    await expect(findCallSubjects(prisma, principal, { agentId: agent.id })).rejects.toMatchObject(notFound);
    expect((await listPlaygroundExamples(prisma, principal)).examples.every((example) => example.agentId === null)).toBe(true);
    await expect(deleteAgent(prisma, principal, agent.id)).rejects.toMatchObject(notFound);
  });

  it("a task: not listed, not found by id, not found by name, starts nothing", async () => {
    const agent = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Live agent" } });
    const task = await prisma.task.create({ data: { organisationId: team.organisationId, name: "Demo task" } });
    expect((await listPlaygroundExamples(prisma, principal)).examples.some((example) => example.taskId === task.id)).toBe(true);
    await deleteTask(prisma, principal, task.id);

    expect((await listTasks(prisma, principal)).tasks.map((entry) => entry.id)).not.toContain(task.id);
    await expect(findOwnTask(prisma, team.organisationId, task.id)).rejects.toMatchObject(notFound);
    await expect(findCallSubjects(prisma, principal, { agentId: agent.id, taskId: task.id })).rejects.toMatchObject(notFound);
    expect((await listPlaygroundExamples(prisma, principal)).examples.every((example) => example.taskId === null)).toBe(true);
    await expect(deleteTask(prisma, principal, task.id)).rejects.toMatchObject(notFound);
  });

  it("a user: not listed, not found by id, cannot sign in by email; a decider's email stays readable", async () => {
    const password = "a long enough password";
    const user = await createUser(prisma, team.organisationId, ["editor"], { password });
    const signInAs = () => signIn(apiRequest("/v1/session", { body: { email: user.email, password } }), noParams);
    expect((await signInAs()).status).toBe(200);
    await prisma.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });

    expect((await listUsers(prisma, principal)).users.map((entry) => entry.id)).not.toContain(user.id);
    await expect(findOwnUser(prisma, team.organisationId, user.id)).rejects.toMatchObject(notFound);
    expect((await signInAs()).status).toBe(401);
    expect(await emailsByUserId(prisma, team.organisationId, [user.id])).toEqual(new Map([[user.id, user.email]]));
  });
});
