"use client";
import { ToolReference } from "@/components/tools/tool-reference";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useBuiltInTools } from "@/lib/client/use-built-in-tools";

export function ToolsClient() {
  const tools = useBuiltInTools();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Built-in tools"
        description="Generated from the same registry the model is served (GET /v1/tools/built-in): what you read here is what a run sees."
      />
      {tools.isPending ? (
        <LoadingState label="Loading the reference…" />
      ) : tools.isError ? (
        <ErrorNotice error={tools.error} title="The reference could not be loaded." />
      ) : (
        <ToolReference tools={tools.data} />
      )}
    </div>
  );
}
