"use client";
import { CreateSecretForm } from "@/components/admin/create-secret-form";
import { SecretRequestsSection } from "@/components/admin/secret-requests-section";
import { SecretsTable } from "@/components/admin/secrets-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useAgentDetails } from "@/lib/client/use-agent-details";
import { useSecrets } from "@/lib/client/use-secrets";

export function SecretsClient() {
  const secrets = useSecrets();
  const agents = useAgentDetails();
  const agentList = agents.data ?? [];
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title="Secrets"
        description="Values runs use (an API key a model spec names) without anyone reading them: a value goes in once and is never shown again."
      />
      {agents.isError && <ErrorNotice error={agents.error} title="The agents could not be loaded; secrets show their agent's id instead of its name." />}
      <SecretRequestsSection />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Secrets of your organisation" className="min-w-0">
          {secrets.isPending ? (
            <LoadingState label="Loading secrets…" />
          ) : secrets.isError ? (
            <ErrorNotice error={secrets.error} title="The secrets could not be loaded." />
          ) : secrets.data.length === 0 ? (
            <EmptyState title="No secrets yet">Store one with the form.</EmptyState>
          ) : (
            <SecretsTable secrets={secrets.data} agents={agentList} />
          )}
        </section>
        <CreateSecretForm agents={agentList} />
      </div>
    </div>
  );
}
