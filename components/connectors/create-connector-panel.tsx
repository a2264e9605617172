"use client";
import { useState, type FormEvent } from "react";
import { fieldErrors } from "@/lib/client/api-refusal";
import type { SecretSummary } from "@/lib/client/api-types";
import { useCreateConnector } from "@/lib/client/use-connector-create";
import { RefusalNotice } from "../admin/refusal-notice";
import { Button } from "../ui/button";
import { Field, TextInput } from "../ui/form-controls";
import { Panel } from "../ui/panel";
import { SegmentedControl } from "../ui/segmented-control";
import { createConnectorBody, EMPTY_CONNECTOR_DRAFT, type ConnectorDraft } from "./connector-draft";
import { HttpTransportFields } from "./http-transport-fields";
import { OauthFields } from "./oauth-fields";
import { StdioTransportFields } from "./stdio-transport-fields";
import { useClearableFieldErrors } from "./use-clearable-field-errors";

/** Every path a field of this form shows its message beside; the rest are listed under the form. */
const PLACED_PREFIXES = ["name", "description", "transport", "auth"];
const isPlaced = (path: string) => PLACED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

/** POST /v1/connectors: an admin binds an MCP server over stdio or streamable HTTP (CONTRACT.md, Connectors). */
export function CreateConnectorPanel({ secrets }: { secrets: readonly SecretSummary[] }) {
  const [draft, setDraft] = useState<ConnectorDraft>(EMPTY_CONNECTOR_DRAFT);
  const [created, setCreated] = useState<string | null>(null);
  const createConnector = useCreateConnector();
  const problems = useClearableFieldErrors(createConnector.error);
  const { errors } = problems;
  const refusedPaths = Object.keys(fieldErrors(createConnector.error));
  const placedPaths = refusedPaths.filter(isPlaced);
  // Once every field it named is changed, the refusal has been answered; a refusal naming no field stays.
  const refusalOpen = createConnector.error !== null && (refusedPaths.length === 0 || placedPaths.length < refusedPaths.length || Object.keys(errors).length > 0);

  function change(next: Partial<ConnectorDraft>, clearedPaths: readonly string[]) {
    for (const path of clearedPaths) problems.clear(path);
    setDraft((current) => ({ ...current, ...next }));
    setCreated(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    problems.reset();
    setCreated(null);
    createConnector.mutate(createConnectorBody(draft), {
      onSuccess: (connector) => {
        setCreated(connector.name);
        setDraft(EMPTY_CONNECTOR_DRAFT);
      },
    });
  }

  return (
    <Panel title="New connector" testId="create-connector-panel">
      <form onSubmit={submit} noValidate autoComplete="off" className="space-y-3">
        {created && (
          <p role="status" data-testid="connector-created" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            Bound <code className="font-mono">{created}</code>. Sign it in below (organisation, a guild or an agent) to list its tools.
          </p>
        )}
        <Field
          label="Name"
          htmlFor="new-connector-name"
          error={errors.name}
          hint={
            <>
              Lowercase letters, digits and &apos;-&apos;. Its tools are <code className="font-mono">{draft.name || "name"}.tool</code>, called by the model as{" "}
              <code className="font-mono">{draft.name || "name"}__tool</code>.
            </>
          }
        >
          <TextInput
            id="new-connector-name"
            data-testid="new-connector-name"
            value={draft.name}
            aria-invalid={errors.name !== undefined}
            onChange={(event) => change({ name: event.target.value }, ["name"])}
            className="font-mono"
          />
        </Field>
        <Field label="Description" htmlFor="new-connector-description" error={errors.description} hint="Optional: what the server is for, for the people who read this page.">
          <TextInput
            id="new-connector-description"
            data-testid="new-connector-description"
            value={draft.description}
            aria-invalid={errors.description !== undefined}
            onChange={(event) => change({ description: event.target.value }, ["description"])}
          />
        </Field>
        <div className="flex items-center gap-3">
          <span className="text-xs font-medium text-slate-700">Transport</span>
          <SegmentedControl<ConnectorDraft["transport"]>
            label="Transport"
            value={draft.transport}
            onChange={(transport) => change({ transport }, ["transport"])}
            segments={[
              { value: "stdio", label: "stdio", testId: "new-connector-stdio" },
              { value: "http", label: "Streamable HTTP", testId: "new-connector-http" },
            ]}
          />
        </div>
        {errors.transport && (
          <p role="alert" className="text-xs text-red-700">
            {errors.transport}
          </p>
        )}
        {draft.transport === "stdio" ? (
          <StdioTransportFields draft={draft} secrets={secrets} problems={problems} onChange={change} />
        ) : (
          <HttpTransportFields draft={draft} secrets={secrets} problems={problems} onChange={change} />
        )}
        <OauthFields draft={draft} secrets={secrets} problems={problems} onChange={change} />
        {refusalOpen && <RefusalNotice error={createConnector.error} title="The API refused this connector." shownPaths={placedPaths} />}
        <Button type="submit" tone="primary" disabled={createConnector.isPending} data-testid="new-connector-submit">
          {createConnector.isPending ? "Binding…" : "Bind connector"}
        </Button>
      </form>
    </Panel>
  );
}
