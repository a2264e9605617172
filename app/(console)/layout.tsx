import type { ReactNode } from "react";
import { ConsoleSidebar } from "@/components/console/console-sidebar";
import { currentPrincipal } from "@/lib/server/auth/current-principal";
import { Providers } from "./providers";

// Every console page checks the session itself (requirePrincipal), so its sign-in redirect can come back
// to the page asked for; a layout cannot know that path. Signed out, the layout only passes the page on.
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const principal = await currentPrincipal();
  if (principal === null) return <>{children}</>;
  return (
    <Providers>
      <div className="flex min-h-screen">
        <ConsoleSidebar email={principal.email} roles={[...principal.roles]} />
        <main className="min-w-0 flex-1 px-6 py-5">{children}</main>
      </div>
    </Providers>
  );
}
