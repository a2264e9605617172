import "server-only";
import type { Database } from "../db";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { playgroundExamples } from "./playground-examples";
import { live } from "@/lib/server/database/soft-delete";
import type { PlaygroundExampleList } from "@/lib/contracts/playground-example-schemas";

/** The examples, bound to the organisation's demo agent and task when they exist (and are not deleted). */
export async function listPlaygroundExamples(database: Database, principal: UseCasePrincipal): Promise<PlaygroundExampleList> {
  const [agent, task] = await Promise.all([
    database.agent.findFirst({ where: live({ organisationId: principal.organisationId, name: "Demo agent" }), select: { id: true } }),
    database.task.findFirst({ where: live({ organisationId: principal.organisationId, name: "Demo task" }), select: { id: true } }),
  ]);
  return {
    examples: playgroundExamples.map((example) => ({
      id: example.id,
      name: example.name,
      description: example.description,
      agentId: agent?.id ?? null,
      taskId: example.useDemoTask ? (task?.id ?? null) : null,
      input: example.input,
      script: example.script,
    })),
  };
}
