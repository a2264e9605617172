// Rows most integration tests need: an organisation, an editor, a CEO, an agent and a task.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";

export type OrganisationFixture = {
  organisationId: string;
  editor: UseCasePrincipal;
  ceo: UseCasePrincipal;
  agentId: string;
  taskId: string;
};

export const fixtureTaskTools = [
  "os.set_execution_name",
  "os.add_execution_link",
  "os.set_context",
  "os.get_context",
  "os.delete_context",
  "os.ask_ceo",
  "os.list_built_in_tools",
  "memory.train",
  "memory.ask",
];

export async function createOrganisationFixture(
  prisma: PrismaClient,
  options: { toolCallBudget?: number; maxIterations?: number; tools?: string[]; gates?: string[] } = {},
): Promise<OrganisationFixture> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const organisation = await prisma.organisation.create({ data: { name: `Test org ${suffix}` } });
  const editor = await prisma.user.create({ data: { organisationId: organisation.id, email: `editor-${suffix}@test.local`, roles: ["editor"] } });
  const ceo = await prisma.user.create({ data: { organisationId: organisation.id, email: `ceo-${suffix}@test.local`, roles: ["ceo"] } });
  const agent = await prisma.agent.create({
    data: { organisationId: organisation.id, name: "Test agent", toolCallBudget: options.toolCallBudget ?? 20, maxIterations: options.maxIterations ?? 10 },
  });
  const task = await prisma.task.create({
    data: { organisationId: organisation.id, name: "Test task", tools: options.tools ?? fixtureTaskTools, gates: options.gates ?? [] },
  });
  return {
    organisationId: organisation.id,
    editor: { userId: editor.id, organisationId: organisation.id, roles: editor.roles },
    ceo: { userId: ceo.id, organisationId: organisation.id, roles: ceo.roles },
    agentId: agent.id,
    taskId: task.id,
  };
}
