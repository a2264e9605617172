"use client";
import { useState } from "react";
import { useEnterpriseProfile } from "@/lib/client/use-enterprise-profile";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";
import { Panel } from "../ui/panel";
import { ProfileForm } from "./profile-form";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </div>
  );
}

const notWritten = <p className="text-sm text-slate-400 italic">Not written yet.</p>;

/** The profile (CONTRACT.md, The enterprise): read by everyone; `canEdit` for an admin or the CEO. */
export function ProfilePanel({ canEdit }: { canEdit: boolean }) {
  const profile = useEnterpriseProfile();
  const [editing, setEditing] = useState(false);
  const edit = canEdit && !editing && profile.isSuccess ? (
    <Button size="sm" onClick={() => setEditing(true)} data-testid="profile-edit">
      Edit profile
    </Button>
  ) : undefined;
  return (
    <Panel title="Profile" actions={edit} testId="profile-panel">
      {profile.isPending ? (
        <LoadingState label="Loading the profile…" />
      ) : profile.isError ? (
        <ErrorNotice error={profile.error} title="The profile could not be loaded." />
      ) : editing ? (
        <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
      ) : (
        <div className="space-y-4">
          <p data-testid="profile-name" className="text-base font-semibold text-slate-900">{profile.data.name}</p>
          <Section title="Mission">
            {profile.data.mission === "" ? notWritten : <p data-testid="profile-mission" className="text-sm text-slate-800">{profile.data.mission}</p>}
          </Section>
          <Section title="Goals">
            {profile.data.goals.length === 0 ? (
              notWritten
            ) : (
              <ol data-testid="profile-goals" className="list-inside list-decimal space-y-0.5 text-sm text-slate-800">
                {profile.data.goals.map((goal, index) => (
                  <li key={`${index}:${goal}`}>{goal}</li>
                ))}
              </ol>
            )}
          </Section>
          <Section title="Policies">
            {profile.data.policies === "" ? (
              notWritten
            ) : (
              <pre data-testid="profile-policies" className="rounded-md bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800">
                {profile.data.policies}
              </pre>
            )}
          </Section>
          {!canEdit && <p className="text-xs text-slate-500">An admin or the CEO writes the profile.</p>}
        </div>
      )}
    </Panel>
  );
}
