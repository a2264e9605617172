// The Chromes this process started (issue 16, item 5: Chrome stops when Tollgate stops). Chrome is started
// detached on purpose — it outlives the call and the helper, and other workers' calls reuse it — so nothing
// ends it by itself: the worker's and the web server's stop end the ones they started. Asked to end (SIGTERM),
// Chrome writes its cookies and closes its profile; one that is still there after a few seconds is killed.
// A process killed outright (kill -9) cannot run this: its Chromes get SIGTERM from the kernel instead
// (`setpriv --pdeathsig`, chrome-process.ts).

import { killChrome, signalChrome, waitGone } from "./chrome-signals";

// On globalThis: the web server's stop (scripts/serve.ts) and the route handlers Next bundled are two copies
// of this module in one process, and they must share one list.
const KEY = Symbol.for("tollgate.startedChromes");
const holder = globalThis as typeof globalThis & { [KEY]?: Map<number, string> };
const started: Map<number, string> = (holder[KEY] ??= new Map());

export function rememberStartedChrome(pid: number, profile: string): void {
  started.set(pid, profile);
}

export function forgetStartedChrome(pid: number): void {
  started.delete(pid);
}

export function startedChromes(): ReadonlyArray<{ pid: number; profile: string }> {
  return [...started].map(([pid, profile]) => ({ pid, profile }));
}

const STOP_WAIT_MS = 5000;

/** Ends every Chrome this process started and still knows of; resolves once they are gone. */
export async function stopStartedChromes(waitMs = STOP_WAIT_MS): Promise<number> {
  const chromes = startedChromes();
  started.clear();
  await Promise.all(
    chromes.map(async ({ pid, profile }) => {
      signalChrome(pid, "SIGTERM");
      if (!(await waitGone(pid, profile, waitMs))) killChrome(pid);
    }),
  );
  return chromes.length;
}
