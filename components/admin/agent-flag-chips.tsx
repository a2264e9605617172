import type { AgentDetail } from "@/lib/client/api-types";
import { Chip } from "../ui/chip";

// Seed "tools in a run": browser and coding tools are offered when the flag is true; script tools and
// memory_write unless it is false, so an unset scripting or memory flag still offers them.

function offeredWhenTrue(value: boolean | null): boolean {
  return value === true;
}

function offeredUnlessFalse(value: boolean | null): boolean {
  return value !== false;
}

function FlagChip({ name, value, offered }: { name: string; value: boolean | null; offered: boolean }) {
  const shown = value === null ? "unset" : value ? "on" : "off";
  return (
    <Chip tone={offered ? "green" : "outline"} testId={`agent-flag-${name}`} title={`${name}: ${shown}, so its tools are ${offered ? "" : "not "}offered`}>
      {name} {shown}
    </Chip>
  );
}

export function AgentFlagChips({ flags }: { flags: AgentDetail["flags"] }) {
  return (
    <span className="flex flex-wrap gap-1 whitespace-nowrap">
      <FlagChip name="browser" value={flags.browser} offered={offeredWhenTrue(flags.browser)} />
      <FlagChip name="coding" value={flags.coding} offered={offeredWhenTrue(flags.coding)} />
      <FlagChip name="scripting" value={flags.scripting} offered={offeredUnlessFalse(flags.scripting)} />
      <FlagChip name="memory" value={flags.memory} offered={offeredUnlessFalse(flags.memory)} />
    </span>
  );
}
