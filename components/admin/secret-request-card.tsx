"use client";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { fieldErrors } from "@/lib/client/api-refusal";
import type { SecretRequestView } from "@/lib/client/api-types";
import { useResolveSecretRequest, type SecretRequestResolution } from "@/lib/client/use-resolve-secret-request";
import { Button } from "../ui/button";
import { Chip } from "../ui/chip";
import { Field, TextInput } from "../ui/form-controls";
import { TimeLabel } from "../ui/time-label";
import { RefusalNotice } from "./refusal-notice";

type SecretRequestCardProps = { request: SecretRequestView; onResolved: (message: string) => void };

/**
 * One open secret_request: which agent asked, for which name and why, from which run. "Provide value"
 * stores the agent's own secret of that name (write-only, like every secret); "Dismiss" closes it.
 */
export function SecretRequestCard({ request, onResolved }: SecretRequestCardProps) {
  const [value, setValue] = useState("");
  const resolve = useResolveSecretRequest();
  const errors = fieldErrors(resolve.error);

  // mutateAsync, not mutate's callbacks: the refreshed list unmounts this card before they would run.
  function settle(resolution: SecretRequestResolution, message: string) {
    resolve.mutateAsync(resolution).then(
      () => onResolved(message),
      () => undefined, // shown from resolve.error
    );
  }

  function provide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    settle({ requestId: request.id, action: "fulfil", value }, `Stored ${request.name} for ${request.agentName}. Its value is not shown again, here or anywhere.`);
  }

  function dismiss() {
    settle({ requestId: request.id, action: "dismiss" }, `Dismissed the request for ${request.name}.`);
  }

  return (
    <article data-testid="secret-request" data-secret-request-id={request.id} className="rounded-lg border border-amber-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 px-4 py-2.5">
        <code data-testid="secret-request-name" className="font-mono text-sm font-semibold break-all text-slate-900">
          {request.name}
        </code>
        <Chip tone="blue" title={request.agentId}>
          agent · {request.agentName}
        </Chip>
        <span className="text-xs text-slate-500">
          asked <TimeLabel iso={request.createdAt} />
        </span>
        {request.runId && (
          <Link href={`/runs/${request.runId}`} data-testid="secret-request-run-link" className="ml-auto text-xs font-medium text-sky-700 hover:underline">
            Open the run
          </Link>
        )}
      </header>
      <div className="space-y-3 p-4">
        <p data-testid="secret-request-reason" className="text-sm whitespace-pre-wrap text-slate-800">
          {request.reason}
        </p>
        <form onSubmit={provide} noValidate autoComplete="off" className="flex flex-wrap items-end gap-2">
          <Field label="Value" htmlFor={`secret-request-value-${request.id}`} error={errors.value} className="min-w-60 flex-1">
            <TextInput
              id={`secret-request-value-${request.id}`}
              data-testid="secret-request-value"
              type="password"
              autoComplete="new-password"
              value={value}
              aria-invalid={errors.value !== undefined}
              onChange={(event) => setValue(event.target.value)}
            />
          </Field>
          <Button type="submit" tone="primary" disabled={resolve.isPending || value === ""} data-testid="secret-request-provide">
            Provide value
          </Button>
          <Button tone="ghost" disabled={resolve.isPending} onClick={dismiss} data-testid="secret-request-dismiss">
            Dismiss
          </Button>
        </form>
        <p className="text-xs text-slate-500">The value becomes this agent&apos;s secret named {request.name}, write-only like every secret.</p>
        {resolve.error && <RefusalNotice error={resolve.error} title="The API refused this." shownPaths={["value"]} />}
      </div>
    </article>
  );
}
