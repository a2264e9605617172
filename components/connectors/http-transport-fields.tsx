"use client";
import { Field, TextInput } from "../ui/form-controls";
import type { ConnectorFieldProps } from "./connector-field-props";
import { ValueRowsEditor } from "./value-rows-editor";

/** A streamable-HTTP server: its URL and the headers each request carries. */
export function HttpTransportFields({ draft, secrets, problems, onChange }: ConnectorFieldProps) {
  const { errors } = problems;
  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50/60 p-3">
      <Field
        label="URL"
        htmlFor="new-connector-url"
        error={errors["transport.url"]}
        hint="The server's streamable-HTTP endpoint. Set by an admin, so a private address is allowed; requests still time out."
      >
        <TextInput
          id="new-connector-url"
          data-testid="new-connector-url"
          type="url"
          placeholder="https://mcp.example.com/mcp"
          value={draft.url}
          aria-invalid={errors["transport.url"] !== undefined}
          onChange={(event) => onChange({ url: event.target.value }, ["transport.url"])}
          className="font-mono"
        />
      </Field>
      <ValueRowsEditor
        label="Headers"
        keyLabel="Header"
        rows={draft.headers}
        onChange={(headers) => onChange({ headers }, [])}
        secrets={secrets}
        idPrefix="new-connector-header"
        problems={problems.under("transport.headers")}
        onEdited={(key) => {
          problems.clearExact("transport.headers");
          if (key !== "") problems.clear(`transport.headers.${key}`);
        }}
      />
    </div>
  );
}
