"use client";
import { useAgents } from "@/lib/client/use-agents";
import { SelectInput } from "../ui/form-controls";

/** The organisation as a whole, or one of its agents. */
export function OverviewAgentPicker({ value, onChange }: { value: string | null; onChange: (agentId: string | null) => void }) {
  const agents = useAgents();
  const known = agents.data ?? [];
  return (
    <label className="flex items-center gap-2 text-xs text-slate-600">
      Showing
      <SelectInput
        data-testid="overview-agent"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
        disabled={agents.isPending}
        className="w-56"
      >
        <option value="">The whole organisation</option>
        {known.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name}
          </option>
        ))}
        {value !== null && !agents.isPending && !known.some((agent) => agent.id === value) && <option value={value}>An agent not in the list</option>}
      </SelectInput>
    </label>
  );
}
