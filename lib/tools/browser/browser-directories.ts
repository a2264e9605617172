// Where an agent's browser lives on this machine: <TOLLGATE_DATA_DIR>/browsers/<agentId>/ holds its Chrome
// profile (cookies and logins persist between runs of that agent, never shared with another — CONTRACT.md),
// the running Chrome's pid and log, the start lock, and one file per run naming that run's tab.

import { createHash } from "node:crypto";
import path from "node:path";

export type AgentBrowserDirectories = {
  root: string;
  profile: string;
  pidFile: string;
  /** Chrome's stdout and stderr since its last start. */
  logFile: string;
  startLock: string;
  tabs: string;
  /** Where Chrome writes a download the helper then reads (Chrome's user may write it; issue 16). */
  downloads: string;
};

/** Agent ids are the database's uuids; anything else is hashed so it can never climb out of the directory. */
function safeSegment(id: string): string {
  return /^[A-Za-z0-9-]{1,64}$/.test(id) ? id : createHash("sha256").update(id).digest("hex").slice(0, 32);
}

export function agentBrowserDirectories(browsersDirectory: string, agentId: string): AgentBrowserDirectories {
  const root = path.join(browsersDirectory, safeSegment(agentId));
  return {
    root,
    profile: path.join(root, "profile"),
    pidFile: path.join(root, "chrome.pid"),
    logFile: path.join(root, "chrome.log"),
    startLock: path.join(root, "chrome.lock"),
    tabs: path.join(root, "tabs"),
    downloads: path.join(root, "downloads"),
  };
}

/** The file naming a run's tab; the playground, which has no run, has one tab of its own. */
export function tabKeyOf(runId: string | null): string {
  return runId === null ? "playground" : `run-${safeSegment(runId)}`;
}
