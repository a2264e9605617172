import { BINDING_NAMES } from "@/lib/client/agent-draft";
import type { AgentDetail } from "@/lib/client/api-types";
import { Chip } from "../ui/chip";

/** Every binding as it resolves for the agent; one the agent sets itself is marked, the rest follow the organisation. */
export function ResolvedBindingChips({ agent }: { agent: AgentDetail }) {
  return (
    <span data-testid="agent-resolved-bindings" className="flex flex-wrap gap-1">
      {BINDING_NAMES.map((binding) => {
        const enabled = agent.resolvedBindings[binding] === true;
        const own = agent.bindings[binding] !== undefined;
        return (
          <Chip
            key={binding}
            tone={enabled ? "blue" : "outline"}
            testId={`agent-binding-${binding}`}
            title={`${binding} ${enabled ? "on" : "off"}, ${own ? "set on this agent" : "the organisation's default"}`}
          >
            <span className={enabled ? "" : "line-through"}>{binding}</span>
            {own && <span aria-label="set on this agent">*</span>}
          </Chip>
        );
      })}
    </span>
  );
}
