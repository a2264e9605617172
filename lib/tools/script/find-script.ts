// One script of the calling agent by name. Another agent's script is as absent as one never saved.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { AgentScope } from "../agent-scope";
import { ToolError } from "@/lib/runtime/ports";

export async function findScript(db: PrismaClient, scope: AgentScope, name: string) {
  const script = await db.script.findFirst({ where: { ...scope, name } });
  if (script !== null) return script;
  const names = await db.script.findMany({ where: scope, select: { name: true }, orderBy: { name: "asc" }, take: 20 });
  const known = names.length === 0 ? "You have no scripts yet." : `Your scripts: ${names.map((entry) => entry.name).join(", ")}.`;
  throw new ToolError("script_not_found", `you have no script named "${name}". ${known}`);
}
