"use client";
import Link from "next/link";
import { ToolDetail } from "@/components/tools/tool-detail";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { useBuiltInTool } from "@/lib/client/use-built-in-tools";

export function ToolClient({ name }: { name: string }) {
  const tool = useBuiltInTool(name);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <nav aria-label="Breadcrumb" className="text-xs text-slate-500">
        <Link href="/tools" className="hover:text-slate-900 hover:underline">
          Tools
        </Link>
        <span className="mx-1.5">/</span>
        <span className="font-mono">{name}</span>
      </nav>
      {tool.isPending ? (
        <LoadingState label="Loading the tool…" />
      ) : tool.isError ? (
        <ErrorNotice error={tool.error} title={`No reference for ${name}.`} />
      ) : (
        <ToolDetail tool={tool.data} />
      )}
    </div>
  );
}
