import type { ReactNode } from "react";
import { Providers } from "./query-providers";
import { ConsoleSidebar } from "./console-sidebar";

type ConsoleShellProps = { email: string; roles: readonly string[]; children: ReactNode };

/** The signed-in console: its sidebar (navigation, shortcuts, who is signed in) beside the page. */
export function ConsoleShell({ email, roles, children }: ConsoleShellProps) {
  return (
    <Providers>
      <div className="flex min-h-screen">
        <ConsoleSidebar email={email} roles={[...roles]} />
        <main className="min-w-0 flex-1 px-6 py-5">{children}</main>
      </div>
    </Providers>
  );
}
