import type { LoginTool } from "@/lib/client/api-types";
import { Chip } from "../ui/chip";

// MCP tool annotations (spec 2025-06-18) are the server's hints, shown as it sent them; access and retry
// follow from them unless an admin sets their own (CONTRACT.md, Connectors).

function valueText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function ToolAnnotations({ annotations }: { annotations: LoginTool["annotations"] }) {
  const entries = Object.entries(annotations);
  if (entries.length === 0) return <span className="text-[11px] text-slate-400">no annotations</span>;
  return (
    <span data-testid="tool-annotations" className="flex flex-wrap gap-1">
      {entries.map(([key, value]) => (
        <Chip key={key} tone={key === "destructiveHint" && value === true ? "red" : value === true ? "blue" : "outline"} title={`${key}: ${valueText(value)}`}>
          {key}={valueText(value)}
        </Chip>
      ))}
    </span>
  );
}
