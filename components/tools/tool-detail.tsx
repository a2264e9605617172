import Link from "next/link";
import type { ToolInfo } from "@/lib/client/api-types";
import { ACCESS_MEANINGS, GATE_MEANINGS, retryMeaning } from "@/lib/client/tool-meanings";
import { GATE_RULES } from "@/lib/runtime/catalog/built-in-reference";
import { FactsTable } from "../ui/facts-table";
import { JsonView } from "../ui/json-view";
import { Panel } from "../ui/panel";
import { SeedText } from "./seed-text";
import { ToolErrorsTable } from "./tool-errors-table";
import { ToolFacts } from "./tool-facts";

export function ToolDetail({ tool }: { tool: ToolInfo }) {
  const rules = GATE_RULES.filter((rule) => rule.tool === tool.name);
  return (
    <div data-testid="tool-detail" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-lg font-semibold">{tool.name}</h1>
        <ToolFacts tool={tool} />
      </div>
      <p className="max-w-3xl text-sm text-slate-700">
        <SeedText text={tool.description} />
      </p>
      <Panel title="Facts">
        <FactsTable
          facts={[
            { label: "model name", value: tool.modelName },
            { label: "family", value: tool.page ? `${tool.family} (${tool.page})` : tool.family },
            { label: "access", value: `${tool.access} — ${ACCESS_MEANINGS[tool.access]}` },
            { label: "retry", value: `${tool.retry} — ${retryMeaning(tool.retry)}` },
            { label: "gate", value: `${tool.gate} — ${GATE_MEANINGS[tool.gate]}` },
            { label: "run callable", value: tool.runCallable ? "yes" : "no — only the CEO chat offers it" },
            { label: "status", value: tool.status === "planned" ? "planned — no handler answers it yet" : "available" },
            ...(tool.sideEffect ? [{ label: "side effect", value: <SeedText text={tool.sideEffect} /> }] : []),
            ...(tool.referenceName ? [{ label: "seed name", value: tool.referenceName }] : []),
          ]}
        />
        {rules.length > 0 && (
          <ul className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-xs text-slate-700">
            {rules.map((rule) => (
              <li key={rule.text}>
                <SeedText text={rule.text} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Input schema">
          <JsonView value={tool.inputSchema} maxHeight="lg" testId="tool-schema" />
        </Panel>
        <Panel title="Errors">
          <ToolErrorsTable errors={tool.errors ?? []} />
        </Panel>
      </div>
      <Link href="/tools" className="text-xs font-medium text-sky-700 hover:underline">
        ← All built-in tools
      </Link>
    </div>
  );
}
