// Which Chrome to start: CHROMIUM_PATH when set (CONTRACT.md), else Debian's chromium where Debian puts it.

import { access, constants } from "node:fs/promises";

export const DEBIAN_CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"] as const;

export const INSTALL_ADVICE =
  "install Debian's chromium (`apt-get install chromium`) or set CHROMIUM_PATH to a Chrome or Chromium binary";

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export type ChromeBinary = { kind: "found"; path: string } | { kind: "missing"; reason: string };

export async function findChromeBinary(chromiumPath: string | undefined): Promise<ChromeBinary> {
  if (chromiumPath !== undefined) {
    return (await isExecutable(chromiumPath)) ? { kind: "found", path: chromiumPath } : { kind: "missing", reason: `CHROMIUM_PATH names ${chromiumPath}, which is not an executable file; ${INSTALL_ADVICE}` };
  }
  for (const candidate of DEBIAN_CHROMIUM_PATHS) if (await isExecutable(candidate)) return { kind: "found", path: candidate };
  return { kind: "missing", reason: `no Chromium was found at ${DEBIAN_CHROMIUM_PATHS.join(" or ")}; ${INSTALL_ADVICE}` };
}
