// `npm run test:e2e`: the browser journeys against a production build on a fresh database.
// Ensures a Chromium, rebuilds when the sources are newer than the build, wipes the e2e data folder,
// then runs Playwright (playwright.config.ts starts the server). Extra arguments go to Playwright.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { e2eDataDirectory } from "../e2e/support/e2e-environment";
import { buildIsCurrent } from "../lib/server/cli/start/build-if-needed";
import { chromiumVersion, ensureChromium } from "./ensure-browser";

const root = path.resolve(__dirname, "..");
const bin = (tool: string) => path.join(root, "node_modules/.bin", tool);

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return false;
  }
}

/** A PostgreSQL left running on the e2e data folder (say by a killed run) would outlive the wipe. */
async function stopLeftoverPostgres(directory: string): Promise<void> {
  const pidFiles = existsSync(directory)
    ? readdirSync(directory, { recursive: true, encoding: "utf8" }).filter((file) => path.basename(file) === "postmaster.pid")
    : [];
  for (const pidFile of pidFiles) {
    const pid = Number(readFileSync(path.join(directory, pidFile), "utf8").split("\n")[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) continue;
    console.log(`Stopping PostgreSQL ${pid} left running on ${directory}.`);
    process.kill(pid, "SIGINT"); // PostgreSQL's "fast" shutdown
    const deadline = Date.now() + 15_000;
    while (isPostgres(pid) && Date.now() < deadline) await sleep(200);
  }
}

function runBuild(): void {
  console.log("Building the app (next build) for the browser journeys.");
  const build = spawnSync(bin("next"), ["build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) {
    console.error("next build failed; the browser journeys did not run.");
    process.exit(build.status ?? 1);
  }
}

async function main(): Promise<void> {
  const chromium = ensureChromium();
  console.log(`Chromium: ${chromium} (${chromiumVersion(chromium)})`);

  if (process.env.E2E_REBUILD === "1" || !buildIsCurrent(root)) runBuild();
  else console.log("The production build is current; not rebuilding (E2E_REBUILD=1 forces it).");

  const dataDirectory = path.join(root, e2eDataDirectory);
  await stopLeftoverPostgres(dataDirectory);
  rmSync(dataDirectory, { recursive: true, force: true });
  console.log(`Fresh data folder: ${e2eDataDirectory}`);

  // The journeys' server always gets its own embedded database, never one from the environment.
  const environment: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHROMIUM_PATH: chromium };
  delete environment.DATABASE_URL;
  const playwright = spawn(bin("playwright"), ["test", ...process.argv.slice(2)], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: environment,
  });
  // Playwright stops cleanly (tests, then the server with its database) only on SIGINT; a SIGTERM
  // would kill it at once and orphan the server. Ctrl-C reaches it from the terminal already.
  process.on("SIGINT", () => undefined);
  process.on("SIGTERM", () => playwright.kill("SIGINT"));
  playwright.on("exit", (code) => process.exit(code ?? 1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
