// When a run offers a tool, in the words of seed "tools in a run" (What a run offers), for the reference.

import type { ToolAvailability } from "./tool-definition";

const runKindWords = { direct: "direct", group_chat: "group-chat", schedule: "schedule" } as const;

export function describeAvailability(availability: ToolAvailability | undefined): string {
  if (availability === undefined || availability.kind === "native") return "When the task declares it (or always, in a run without a task)";
  if (availability.kind === "runtime") return "Always: part of the run itself";
  if (availability.kind === "flag") return `When config.${availability.flag} is true`;
  if (availability.kind === "connector") return `When the agent has the ${availability.connector} connector on, its login is connected and the tool is on`;
  const parts = [`When the ${availability.binding} binding resolves enabled for the agent`];
  if (availability.unlessFalse) parts.push(`config.${availability.unlessFalse} is not false`);
  if (availability.runKinds) parts.push(`in ${availability.runKinds.map((kind) => runKindWords[kind]).join(" and ")} runs only`);
  return parts.join(", ");
}
