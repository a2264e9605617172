"use client";
import type { AgentDetail } from "@/lib/client/api-types";
import { useAgentOffer } from "@/lib/client/use-agent-offer";
import type { AgentOfferPreview } from "@/lib/contracts/agent-bodies";
import { offerReasonSentence } from "@/lib/contracts/problem-wording";
import { Chip, type ChipTone } from "../ui/chip";

// Issue 12, item 3: a flag says what it gives, from the offer itself (GET /v1/agents/:id/offer, a direct run
// without a task), never green while nothing is offered: "browser on · nothing yet" vs "coding on · 5 tools".

type FlagName = "browser" | "coding" | "scripting" | "memory";
const FLAGS: readonly FlagName[] = ["browser", "coding", "scripting", "memory"];

type FlagGives = { offered: number; total: number; why: string | null } | null;

function givesOf(offer: AgentOfferPreview | undefined, flag: FlagName): FlagGives {
  if (!offer) return null;
  const tools = offer.tools.filter((tool) => tool.flag === flag);
  const left = tools.find((tool) => !tool.offered && tool.reason !== null);
  return { offered: tools.filter((tool) => tool.offered).length, total: tools.length, why: left?.reason ? offerReasonSentence(left.reason) : null };
}

/** Green only when the flag gives a run something. */
function toneOf(gives: FlagGives): ChipTone {
  return gives !== null && gives.offered > 0 ? "green" : "outline";
}

/** Seed "tools in a run": browser and coding offer when true; scripting and memory unless false. */
function flagAllows(flag: FlagName, value: boolean | null): boolean {
  return flag === "browser" || flag === "coding" ? value === true : value !== false;
}

/** What the flag gives: "8 tools"; "nothing yet" when it is on but nothing of it is offered; "nothing" when off. */
function givesText(gives: FlagGives, allows: boolean): string {
  if (gives === null) return "…";
  if (gives.offered > 0) return `${gives.offered} tool${gives.offered === 1 ? "" : "s"}`;
  return allows && gives.total > 0 ? "nothing yet" : "nothing";
}

function titleOf(flag: FlagName, shown: string, gives: FlagGives): string {
  if (gives === null) return `${flag}: ${shown}; working out what a run gets…`;
  if (gives.offered > 0) return `${flag}: ${shown}. A direct run is offered ${gives.offered} of its ${gives.total} tools.`;
  return `${flag}: ${shown}. A direct run is offered none of its tools${gives.why ? `: ${gives.why}` : "."}`;
}

function FlagChip({ name, value, gives }: { name: FlagName; value: boolean | null; gives: FlagGives }) {
  const shown = value === null ? "unset" : value ? "on" : "off";
  const title = titleOf(name, shown, gives);
  const allows = flagAllows(name, value);
  return (
    <span className="inline-flex items-center gap-1" title={title} data-testid={`agent-flag-${name}-item`} data-offered={gives?.offered ?? ""}>
      <Chip tone={toneOf(gives)} testId={`agent-flag-${name}`}>
        {name} {shown}
      </Chip>
      <span data-testid={`agent-flag-${name}-gives`} className={`text-[10px] ${gives !== null && gives.offered === 0 && allows ? "text-amber-700" : "text-slate-400"}`}>
        {givesText(gives, allows)}
      </span>
    </span>
  );
}

export function AgentFlagChips({ agent }: { agent: Pick<AgentDetail, "id" | "flags"> }) {
  const offer = useAgentOffer(agent.id, "direct", null);
  return (
    <span className="flex flex-wrap gap-x-2 gap-y-1 whitespace-nowrap">
      {FLAGS.map((flag) => (
        <FlagChip key={flag} name={flag} value={agent.flags[flag]} gives={givesOf(offer.data, flag)} />
      ))}
    </span>
  );
}
