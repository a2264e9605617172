"use client";
import { BINDING_NAMES, type BindingName } from "@/lib/contracts/agent-bodies";
import { useOrganisationBindings, useUpdateOrganisationBindings } from "@/lib/client/use-organisation-bindings";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";
import { Panel } from "../ui/panel";
import { SegmentedControl } from "../ui/segmented-control";

/** Seed "tools in a run": a binding resolves from the agent's own setting, else the organisation's default. */
export function OrganisationBindingsPanel() {
  const bindings = useOrganisationBindings();
  const update = useUpdateOrganisationBindings();
  const set = (binding: BindingName, on: boolean) => update.mutate({ bindings: { [binding]: on } });
  return (
    <Panel title="Organisation defaults" testId="organisation-bindings">
      {bindings.isPending ? (
        <LoadingState label="Loading the defaults…" />
      ) : bindings.isError ? (
        <ErrorNotice error={bindings.error} title="The defaults could not be loaded." />
      ) : (
        <div className="space-y-2">
          {BINDING_NAMES.map((binding) => (
            <div key={binding} data-testid={`organisation-binding-${binding}`} className="flex items-center justify-between gap-2">
              <span className="font-mono text-xs text-slate-700">{binding}</span>
              <SegmentedControl
                label={`${binding} by default`}
                value={bindings.data.resolved[binding] ? "on" : "off"}
                onChange={(value) => set(binding, value === "on")}
                segments={[
                  { value: "on", label: "On", testId: `organisation-binding-${binding}-on` },
                  { value: "off", label: "Off", testId: `organisation-binding-${binding}-off` },
                ]}
              />
            </div>
          ))}
          {update.isError && <ErrorNotice error={update.error} title="The default was not changed." />}
          <p className="text-[11px] text-slate-500">Agents without a setting of their own follow these; runs read them again every turn.</p>
        </div>
      )}
    </Panel>
  );
}
