import Link from "next/link";
import type { ToolInfo } from "@/lib/client/api-types";
import { Disclosure } from "../ui/disclosure";
import { JsonView } from "../ui/json-view";
import { SeedText } from "./seed-text";
import { ToolErrorsTable } from "./tool-errors-table";
import { ToolFacts } from "./tool-facts";

/** One tool in the reference list: its names, facts and description; schema and errors one click away. */
export function ToolEntry({ tool }: { tool: ToolInfo }) {
  const planned = tool.status === "planned";
  return (
    <li data-testid="tool-entry" data-tool-name={tool.name} data-status={tool.status ?? "available"} className={`px-4 py-3 ${planned ? "opacity-60" : ""}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {tool.offeredWhen === undefined ? (
          <Link href={`/tools/${encodeURIComponent(tool.name)}`} className="font-mono text-[13px] font-semibold text-slate-900 hover:text-sky-700 hover:underline">
            {tool.name}
          </Link>
        ) : (
          <span className="font-mono text-[13px] font-semibold text-slate-900">{tool.name}</span>
        )}
        <code className="font-mono text-[11px] text-slate-500" title="The name the model calls">
          {tool.modelName}
        </code>
        <ToolFacts tool={tool} />
      </div>
      <p className="mt-1 text-xs text-slate-700">
        <SeedText text={tool.description} />
      </p>
      {tool.offeredWhen && (
        <p className="mt-1 text-xs text-sky-800" data-testid="tool-offered-when">
          Offered: {tool.offeredWhen}
        </p>
      )}
      {tool.sideEffect && (
        <p className="mt-1 text-xs text-amber-800">
          Side effect: <SeedText text={tool.sideEffect} />
        </p>
      )}
      <div className="mt-1.5 flex flex-wrap gap-x-6 gap-y-1">
        <Disclosure summary="Input schema">
          <JsonView value={tool.inputSchema} maxHeight="md" />
        </Disclosure>
        <Disclosure summary={`Errors (${tool.errors?.length ?? 0})`}>
          <ToolErrorsTable errors={tool.errors ?? []} />
        </Disclosure>
      </div>
    </li>
  );
}
