// Finds a Chromium for the browser journeys, installing one when the machine has none.
// Playwright's own download is not reachable everywhere (STACK.md, "Browser tests"), so Debian's
// chromium comes first. Run directly (`tsx scripts/ensure-browser.ts`) it prints the path it uses.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { readSettings } from "../lib/settings/read-settings";

/** Without the networking flags Chromium keeps dialling out, and this machine refuses every such call. */
export const chromiumArguments = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const PLAYWRIGHT_CLI = path.resolve(__dirname, "../node_modules/.bin/playwright");

export const installHelp = [
  "No Chromium found for the browser tests. Install one, then run the tests again:",
  "  Debian/Ubuntu (as root):  apt-get update && apt-get install -y chromium",
  "  elsewhere:                node_modules/.bin/playwright install chromium",
  "  or point at any Chromium: CHROMIUM_PATH=/path/to/chromium",
].join("\n");

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightChromium(): string | null {
  try {
    return chromium.executablePath();
  } catch {
    return null;
  }
}

/** The first usable Chromium: CHROMIUM_PATH, Debian's, then Playwright's own download. Never installs. */
export function findChromium(): string | null {
  const chosen = readSettings().CHROMIUM_PATH;
  if (chosen) {
    if (isExecutable(chosen)) return chosen;
    throw new Error(`CHROMIUM_PATH is set to ${chosen}, which is not an executable file.`);
  }
  const candidates = [...SYSTEM_PATHS, playwrightChromium()];
  return candidates.find((candidate): candidate is string => !!candidate && isExecutable(candidate)) ?? null;
}

function run(command: string, commandArguments: string[], environment: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`$ ${command} ${commandArguments.join(" ")}`);
  const child = spawnSync(command, commandArguments, { stdio: ["ignore", "inherit", "inherit"], env: environment });
  return child.status === 0;
}

function installWithApt(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/etc/debian_version") || !existsSync("/usr/bin/apt-get")) return false;
  const environment = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Wait for another apt or dpkg run to finish instead of failing on its lock.
  const lockWait = ["-o", "DPkg::Lock::Timeout=600"];
  return (
    run("apt-get", [...lockWait, "update"], environment) &&
    run("apt-get", [...lockWait, "install", "-y", "chromium"], environment)
  );
}

function installWithPlaywright(): boolean {
  return existsSync(PLAYWRIGHT_CLI) && run(PLAYWRIGHT_CLI, ["install", "chromium"]);
}

/** Finds a Chromium or installs one; exits the process with instructions when neither works. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  console.log("No Chromium found; installing one.");
  for (const install of [installWithApt, installWithPlaywright]) {
    if (install()) {
      const installed = findChromium();
      if (installed) return installed;
    }
  }
  console.error(installHelp);
  process.exit(1);
}

export function chromiumVersion(executable: string): string {
  try {
    // Debian's launcher script prints a harmless shell warning on stderr; only stdout matters.
    return execFileSync(executable, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 20_000 }).trim();
  } catch {
    return "version unknown";
  }
}

if (require.main === module) {
  try {
    const executable = ensureChromium();
    console.log(`Chromium: ${executable} (${chromiumVersion(executable)})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
