"use client";
import { Field, SelectInput, TextInput } from "../ui/form-controls";
import { SegmentedControl } from "../ui/segmented-control";
import type { ConnectorDraft } from "./connector-draft";
import type { ConnectorFieldProps } from "./connector-field-props";

/** Auth: none, or OAuth 2.1 (PKCE; without a client id, dynamic client registration or a client ID metadata document). */
export function OauthFields({ draft, secrets, problems, onChange }: ConnectorFieldProps) {
  const { errors } = problems;
  const clientSecretError = problems.under("auth.clientSecret")[0]?.message;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <span className="text-xs font-medium text-slate-700">Auth</span>
        <SegmentedControl<ConnectorDraft["auth"]>
          label="Auth"
          value={draft.auth}
          onChange={(auth) => onChange({ auth }, ["auth"])}
          segments={[
            { value: "none", label: "None", testId: "new-connector-auth-none" },
            { value: "oauth", label: "OAuth", testId: "new-connector-auth-oauth" },
          ]}
        />
      </div>
      {errors.auth && (
        <p role="alert" className="text-xs text-red-700">
          {errors.auth}
        </p>
      )}
      {draft.auth === "oauth" && (
        <div className="grid gap-3 rounded-md border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-2">
          <Field label="Client id" htmlFor="new-connector-client-id" error={errors["auth.clientId"]} hint="Optional: empty registers a client with the server's authorization server.">
            <TextInput
              id="new-connector-client-id"
              data-testid="new-connector-client-id"
              value={draft.clientId}
              aria-invalid={errors["auth.clientId"] !== undefined}
              onChange={(event) => onChange({ clientId: event.target.value }, ["auth.clientId"])}
              className="font-mono"
            />
          </Field>
          <Field label="Client secret" htmlFor="new-connector-client-secret" error={clientSecretError} hint="A secret of the organisation, for a confidential client.">
            <SelectInput
              id="new-connector-client-secret"
              data-testid="new-connector-client-secret"
              value={draft.clientSecret}
              aria-invalid={clientSecretError !== undefined}
              onChange={(event) => onChange({ clientSecret: event.target.value }, ["auth.clientSecret"])}
              className="font-mono"
            >
              <option value="">None (a public client)</option>
              {secrets.map((secret) => (
                <option key={secret.id} value={secret.name}>
                  secret: {secret.name}
                </option>
              ))}
            </SelectInput>
          </Field>
          <Field label="Scopes" htmlFor="new-connector-scopes" error={problems.under("auth.scopes")[0]?.message} hint="Separated by spaces or commas; empty asks for the server's default." className="sm:col-span-2">
            <TextInput
              id="new-connector-scopes"
              data-testid="new-connector-scopes"
              placeholder="files:read files:write"
              value={draft.scopes}
              aria-invalid={problems.under("auth.scopes").length > 0}
              onChange={(event) => onChange({ scopes: event.target.value }, ["auth.scopes"])}
              className="font-mono"
            />
          </Field>
        </div>
      )}
    </div>
  );
}
