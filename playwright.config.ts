// Browser journeys against a production build on its own embedded database (STACK.md, "Browser
// tests"). Run them with `npm run test:e2e` (scripts/e2e.ts), which installs a browser when needed,
// rebuilds when the sources changed and gives the server a fresh data folder first.
import { defineConfig, devices } from "@playwright/test";
import { e2eBaseUrl, e2eServerEnvironment } from "./e2e/support/e2e-environment";
import { chromiumArguments, findChromium, installHelp } from "./scripts/ensure-browser";

const executablePath = findChromium();
if (!executablePath) throw new Error(installHelp);

export default defineConfig({
  testDir: "e2e",
  // Its own folder: Playwright empties outputDir at start, and test-results/ also holds vitest's reports.
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: e2eBaseUrl,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArguments } },
    },
  ],
  webServer: {
    // node itself, not npx or npm: they do not pass SIGTERM on, and the embedded PostgreSQL must stop.
    command: "node --import tsx scripts/start.ts",
    // Any answer means the app is up; /v1/me answers 401 to a stranger.
    url: `${e2eBaseUrl}/v1/me`,
    env: e2eServerEnvironment,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
