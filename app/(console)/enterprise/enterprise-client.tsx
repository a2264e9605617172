"use client";
import { JobRolesPanel } from "@/components/enterprise/job-roles-panel";
import { MemberDirectory } from "@/components/enterprise/member-directory";
import { ProfilePanel } from "@/components/enterprise/profile-panel";
import { TeamsPanel } from "@/components/enterprise/teams-panel";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useGuilds } from "@/lib/client/use-guilds";
import { useJobRoles } from "@/lib/client/use-job-roles";
import { useMembers } from "@/lib/client/use-members";

type EnterpriseClientProps = { canEditProfile: boolean; isAdmin: boolean };

export function EnterpriseClient({ canEditProfile, isAdmin }: EnterpriseClientProps) {
  const members = useMembers();
  const roles = useJobRoles();
  const teams = useGuilds();
  const failed = members.error ?? roles.error ?? teams.error;
  const loaded = members.isSuccess && roles.isSuccess && teams.isSuccess ? { members: members.data, roles: roles.data, teams: teams.data } : null;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title="Enterprise" description="What the enterprise is for, how it is organised, and who is in it — the profile, teams and job roles agents read with os.read_enterprise and os.directory." />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ProfilePanel canEdit={canEditProfile} />
        <div className="space-y-5">
          {failed ? (
            <ErrorNotice error={failed} title="The teams and roles could not be loaded." />
          ) : loaded === null ? (
            <LoadingState label="Loading teams and roles…" />
          ) : (
            <>
              <TeamsPanel teams={loaded.teams} members={loaded.members} />
              <JobRolesPanel roles={loaded.roles} members={loaded.members} canAdd={isAdmin} />
            </>
          )}
        </div>
      </div>
      {loaded !== null && <MemberDirectory members={loaded.members} roles={loaded.roles} teams={loaded.teams} canEdit={isAdmin} />}
    </div>
  );
}
