import type { ToolInfo } from "@/lib/client/api-types";
import { ACCESS_MEANINGS, GATE_MEANINGS, retryMeaning } from "@/lib/client/tool-meanings";
import { Chip } from "../ui/chip";

/** Access, retry safety, gate, run-callable and status of a tool, each chip explaining itself on hover. */
export function ToolFacts({ tool }: { tool: ToolInfo }) {
  const planned = tool.status === "planned";
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Chip tone={tool.access === "write" ? "amber" : "grey"} title={ACCESS_MEANINGS[tool.access]}>
        {tool.access}
      </Chip>
      <Chip tone={tool.retry === "unsafe" ? "red" : tool.retry === "idempotent" ? "blue" : "green"} title={retryMeaning(tool.retry)}>
        retry {tool.retry}
      </Chip>
      <Chip tone={tool.gate === "always" ? "violet" : "outline"} title={GATE_MEANINGS[tool.gate]}>
        gate {tool.gate}
      </Chip>
      {!tool.runCallable && (
        <Chip tone="outline" title="Only the CEO chat offers it: a run never answers one (tool_not_run_callable).">
          chat only
        </Chip>
      )}
      {tool.requires === "admin" && (
        <Chip tone="amber" title="Only runs started by an admin are offered it (its requires excludes non-admins).">
          admins only
        </Chip>
      )}
      <Chip tone={planned ? "outline" : "green"} testId="tool-status" title={planned ? "Defined in the registry; no handler answers it yet." : "A handler answers it."}>
        {planned ? "planned" : "available"}
      </Chip>
    </span>
  );
}
