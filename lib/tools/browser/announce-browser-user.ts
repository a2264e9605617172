// The one line a worker prints at start about the agents' Chromes (issue 16, item 5): who they run as, and
// plainly when that is root without Chrome's sandbox. Never stops the start: the browser tools say the same
// at their call when it matters.

import { readSettings } from "@/lib/settings/read-settings";
import { browserUser, describeBrowserUser } from "./browser-user";

export async function announceBrowserUser(): Promise<void> {
  try {
    const user = await browserUser(readSettings().TOLLGATE_BROWSER_USER);
    const line = `[tollgate] ${describeBrowserUser(user)}`;
    if (user.kind === "self" && user.root) console.warn(line);
    else console.log(line);
  } catch (error) {
    console.warn(`[tollgate] could not tell who the agents' Chromes run as: ${error instanceof Error ? error.message : String(error)}`);
  }
}
