import type { Metadata } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { NotFoundNotice } from "@/components/console/not-found-notice";
import { currentPrincipal } from "@/lib/server/auth/current-principal";

export const metadata: Metadata = { title: "Not found" };

// Issue 12, item 12: an address nothing answers. Signed in, it is shown inside the console, with its
// navigation; signed out, with the way to sign in.
export default async function NotFound() {
  const principal = await currentPrincipal();
  if (principal === null) {
    return (
      <main className="min-h-screen px-4">
        <NotFoundNotice roles={null} />
      </main>
    );
  }
  return (
    <ConsoleShell email={principal.email} roles={principal.roles}>
      <NotFoundNotice roles={principal.roles} />
    </ConsoleShell>
  );
}
