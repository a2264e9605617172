// The browser tools' settings, built at each call from the settings the services give (issue 17, item 4), so
// a changed variable takes effect at the next one.

import path from "node:path";
import type { Settings } from "@/lib/settings/environment-schema";

export type BrowserSettings = {
  /** TOLLGATE_BROWSER_BASE_PORT: agent N's Chrome listens at 127.0.0.1:<base + N> (CONTRACT.md: 9300 + slot). */
  basePort: number;
  /** <TOLLGATE_DATA_DIR>/browsers: one directory per agent (its Chrome profile, pid, lock and tabs). */
  browsersDirectory: string;
  /** CHROMIUM_PATH, else Debian's chromium (chrome-binary.ts). */
  chromiumPath: string | undefined;
  /** TOLLGATE_BROWSER_USER: who Chrome runs as when the product runs as root (browser-user.ts). */
  browserUser: string;
  /** WORKSPACE_FILE_MAX_BYTES: the largest download the workspace takes. */
  fileMaxBytes: number;
  /** How long one helper run may take: the call's own timeout, less a margin to answer before it. */
  helperBudgetMs: number;
};

const ANSWER_BEFORE_TIMEOUT_MS = 1500;
const LEAST_BUDGET_MS = 5000;

export function browserSettingsOf(settings: Settings): BrowserSettings {
  return {
    basePort: settings.TOLLGATE_BROWSER_BASE_PORT,
    browsersDirectory: path.resolve(settings.TOLLGATE_DATA_DIR, "browsers"),
    chromiumPath: settings.CHROMIUM_PATH,
    browserUser: settings.TOLLGATE_BROWSER_USER,
    fileMaxBytes: settings.WORKSPACE_FILE_MAX_BYTES,
    helperBudgetMs: Math.max(LEAST_BUDGET_MS, settings.TOOL_HANDLER_TIMEOUT_MS - ANSWER_BEFORE_TIMEOUT_MS),
  };
}
