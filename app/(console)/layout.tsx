import type { ReactNode } from "react";
import { ConsoleShell } from "@/components/console/console-shell";
import { currentPrincipal } from "@/lib/server/auth/current-principal";

// Every console page checks the session itself (requirePrincipal), so its sign-in redirect can come back
// to the page asked for; a layout cannot know that path. Signed out, the layout only passes the page on.
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const principal = await currentPrincipal();
  if (principal === null) return <>{children}</>;
  return (
    <ConsoleShell email={principal.email} roles={principal.roles}>
      {children}
    </ConsoleShell>
  );
}
