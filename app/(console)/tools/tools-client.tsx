"use client";
import { useState } from "react";
import { ToolReference } from "@/components/tools/tool-reference";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useBuiltInTools, useConnectorTools, useNativeTools } from "@/lib/client/use-built-in-tools";

type Shelf = "built-in" | "native" | "connectors";

const descriptions: Record<Shelf, string> = {
  "built-in":
    "Generated from the same registry the model is served (GET /v1/tools/built-in): what you read here is what a run sees. A task declares them by exact name.",
  native:
    "The binding tools, code tools and the run's own tools (GET /v1/tools/native): each says when a run offers it — by the agent's bindings and flags, and the run kind.",
  connectors:
    "The tools your connected connectors list (GET /v1/tools/connectors), under the name a task declares: each says which login serves it and whether an admin left it on.",
};

export function ToolsClient() {
  const [shelf, setShelf] = useState<Shelf>("built-in");
  const builtIn = useBuiltInTools();
  const native = useNativeTools();
  const connectors = useConnectorTools();
  const tools = shelf === "built-in" ? builtIn : shelf === "native" ? native : connectors;
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Tools"
        description={descriptions[shelf]}
        actions={
          <SegmentedControl
            label="Which tools"
            value={shelf}
            onChange={setShelf}
            segments={[
              { value: "built-in", label: "Built-in reference", count: builtIn.data?.length, testId: "tools-shelf-built-in" },
              { value: "native", label: "Native tools", count: native.data?.length, testId: "tools-shelf-native" },
              { value: "connectors", label: "Connector tools", count: connectors.data?.length, testId: "tools-shelf-connectors" },
            ]}
          />
        }
      />
      {tools.isPending ? (
        <LoadingState label="Loading the reference…" />
      ) : tools.isError ? (
        <ErrorNotice error={tools.error} title="The reference could not be loaded." />
      ) : (
        <ToolReference key={shelf} tools={tools.data} />
      )}
    </div>
  );
}
