"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ToolInfo } from "@/lib/client/api-types";
import { EmptyState } from "../ui/empty-state";
import { TextInput } from "../ui/form-controls";
import { ReferenceLegend } from "./reference-legend";
import { ToolEntry } from "./tool-entry";

/** Families in the registry's (the seed's) order, each with its tools, keeping only names that match. */
function groupByFamily(tools: ToolInfo[], search: string): [string, ToolInfo[]][] {
  const wanted = search.trim().toLowerCase();
  const families = new Map<string, ToolInfo[]>();
  for (const tool of tools) {
    if (wanted && !tool.name.toLowerCase().includes(wanted) && !tool.modelName.toLowerCase().includes(wanted)) continue;
    families.set(tool.family, [...(families.get(tool.family) ?? []), tool]);
  }
  return [...families.entries()];
}

const familyAnchor = (family: string) => `family-${family.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export function ToolReference({ tools }: { tools: ToolInfo[] }) {
  const [search, setSearch] = useState("");
  const searchBox = useRef<HTMLInputElement>(null);
  const families = useMemo(() => groupByFamily(tools, search), [tools, search]);
  const shown = families.reduce((count, [, members]) => count + members.length, 0);
  const available = tools.filter((tool) => tool.status !== "planned").length;

  // "/" focuses the search, as in most references.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (event.key !== "/" || target?.closest("input, textarea, select")) return;
      event.preventDefault();
      searchBox.current?.focus();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <div className="grid gap-5 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <nav aria-label="Families" className="top-5 hidden self-start lg:sticky lg:block">
        <ul className="space-y-0.5 text-xs">
          {families.map(([family, members]) => (
            <li key={family}>
              <a href={`#${familyAnchor(family)}`} className="flex justify-between rounded px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
                <span className="truncate">{family}</span>
                <span className="text-slate-400 tabular-nums">{members.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-4">
        <div className="flex items-center gap-3">
          <label htmlFor="tool-search" className="sr-only">
            Search tools by name
          </label>
          <TextInput ref={searchBox} id="tool-search" data-testid="tool-search" type="search" placeholder="Search by name  ( / )" value={search} onChange={(event) => setSearch(event.target.value)} className="max-w-sm" />
          <span className="text-xs text-slate-500 tabular-nums">
            {shown} of {tools.length} tools · {available} available
          </span>
        </div>
        <ReferenceLegend />
        {families.length === 0 ? (
          <EmptyState title={`No tool name contains “${search.trim()}”`} />
        ) : (
          families.map(([family, members]) => (
            <section key={family} id={familyAnchor(family)} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white">
              <h2 className="border-b border-slate-200 px-4 py-2 text-sm font-semibold">
                {family} <span className="font-normal text-slate-400">{members.length}</span>
              </h2>
              <ul className="divide-y divide-slate-100">
                {members.map((tool) => (
                  <ToolEntry key={tool.name} tool={tool} />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
