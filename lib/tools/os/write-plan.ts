// os.write_plan: plans are versioned by name (CONTRACT.md, "The enterprise behind the OS tools"). Each write
// adds the next version; writing the content the newest version already holds adds nothing and answers that
// version, so a repeated call (a lost answer, a retried run) leaves the same state — the declared
// `idempotent`. Any acting user whose run has the tool on its task may write: plans are the enterprise's,
// and the task declaring the tool is the grant (docs/conformance.md, issue 18 — planning and briefs).

import type { ToolContext } from "@/lib/runtime/ports";
import { isUniqueViolation } from "@/lib/server/connectors/unique-violation";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { requireActingUser } from "../require-acting-user";

// Two writers racing for the same next version: the loser reads again and either finds its own content
// (idempotent) or takes the version after. A handful of tries is plenty for people and agents writing plans.
const WRITE_ATTEMPTS = 5;

async function writeOnce({ db, now }: ToolServices, call: ToolContext, userId: string, name: string, content: string) {
  const newest = await db.plan.findFirst({ where: { organisationId: call.organisationId, name }, orderBy: { version: "desc" } });
  if (newest !== null && newest.content === content) return { plan: newest, changed: false };
  const plan = await db.plan.create({
    data: {
      organisationId: call.organisationId,
      name,
      version: (newest?.version ?? 0) + 1,
      content,
      agentId: call.agentId,
      runId: call.runId,
      writtenByUserId: userId,
      createdAt: now(),
    },
  });
  return { plan, changed: true };
}

export async function writePlan(input: { name: string; content: string }, call: ToolContext, services: ToolServices): Promise<string> {
  const userId = requireActingUser(call, "writes plans for");
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { plan, changed } = await writeOnce(services, call, userId, input.name, input.content);
      return jsonText({
        name: plan.name,
        version: plan.version,
        changed,
        writtenAt: plan.createdAt.toISOString(),
        ...(changed ? {} : { note: "The newest version already holds this content; no version was added." }),
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= WRITE_ATTEMPTS) throw error;
    }
  }
}
