// Issue 16, item 4: what a sandbox is made of on this machine — bubblewrap, prlimit, setpriv when Tollgate
// runs as root, the system's top-level folders as they are here (merged /usr or not), the product's own
// files and the data directory to hide in them. Read from the filesystem once per settings; checked by
// sandbox-probe.ts before anything is run with it.

import { accessSync, constants, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import type { Settings } from "@/lib/settings/environment-schema";
import type { SandboxHost, SandboxLimits, SystemPath } from "./sandbox-argv";

const SYSTEM_FOLDERS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];

/** A minimal /etc: no shadow, no ssh keys, no machine-id, nothing of the operator's. */
const ETC_FILES = [
  "/etc/resolv.conf",
  "/etc/hosts",
  "/etc/nsswitch.conf",
  "/etc/host.conf",
  "/etc/gai.conf",
  "/etc/passwd",
  "/etc/group",
  "/etc/localtime",
  "/etc/ssl",
  "/etc/ca-certificates",
  "/etc/alternatives",
  "/etc/ld.so.cache",
  "/etc/ld.so.conf",
  "/etc/ld.so.conf.d",
];

export type FoundHost = { host: SandboxHost; foldersRoot: string; limits: SandboxLimits } | { missing: string };

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A program by absolute path, or the first on PATH. */
export function findProgram(name: string, searchPath: string | undefined = process.env.PATH): string | null {
  if (name.includes("/")) return executable(name) ? path.resolve(name) : null;
  for (const folder of (searchPath ?? "").split(":")) {
    if (folder === "") continue;
    const candidate = path.join(folder, name);
    if (executable(candidate)) return candidate;
  }
  return null;
}

function systemPaths(): SystemPath[] {
  const found: SystemPath[] = [];
  for (const folder of SYSTEM_FOLDERS) {
    try {
      const stat = lstatSync(folder);
      if (stat.isSymbolicLink()) found.push({ path: folder, symlinkTo: readlinkSync(folder) });
      else if (stat.isDirectory()) found.push({ path: folder });
    } catch {
      // not on this system
    }
  }
  return found;
}

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith("/") ? parent : `${parent}/`);

function realOrSelf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** The product's folder, its node_modules where that is elsewhere (a symlink), and Node's own prefix. */
function productFolders(root: string): string[] {
  const candidates = [root, realOrSelf(path.join(root, "node_modules")), path.dirname(path.dirname(realOrSelf(process.execPath)))];
  const folders: string[] = [];
  for (const candidate of candidates) {
    if (SYSTEM_FOLDERS.some((system) => inside(candidate, system))) continue;
    if (folders.some((kept) => inside(candidate, kept))) continue;
    folders.push(candidate);
  }
  return folders;
}

function envFiles(root: string): string[] {
  try {
    return readdirSync(root)
      .filter((name) => name.startsWith(".env"))
      .map((name) => path.join(root, name));
  } catch {
    return [];
  }
}

/** Where the sandboxes' own folders are: <data>/sandboxes. */
export function sandboxFoldersRoot(settings: Settings, root: string = process.cwd()): string {
  return path.join(path.resolve(root, settings.TOLLGATE_DATA_DIR), "sandboxes");
}

/** The sandbox of these settings on this machine, or which program it lacks. */
export function findSandboxHost(settings: Settings, root: string = process.cwd()): FoundHost {
  const bwrap = findProgram(settings.TOLLGATE_SANDBOX_BWRAP);
  if (bwrap === null) return { missing: `bubblewrap (${settings.TOLLGATE_SANDBOX_BWRAP}) is not installed; install it (apt-get install bubblewrap) or set TOLLGATE_SANDBOX_BWRAP` };
  const prlimit = findProgram("prlimit");
  if (prlimit === null) return { missing: "prlimit (util-linux) is not installed" };
  const asRoot = process.getuid?.() === 0;
  const setpriv = asRoot ? findProgram("setpriv") : null;
  if (asRoot && setpriv === null) return { missing: "setpriv (util-linux) is not installed; Tollgate runs as root and needs it to drop to TOLLGATE_SANDBOX_UID" };
  // The product folder is chosen at run time, not built in: turbopackIgnore keeps `next build` from tracing the tree.
  const readOnly = productFolders(path.resolve(/*turbopackIgnore: true*/ root));
  const dataDirectory = path.resolve(root, settings.TOLLGATE_DATA_DIR);
  // The configured data directory, and the default one under the product's folder too (a data directory
  // moved elsewhere may leave an old one behind); one tmpfs over the outermost of nested ones.
  const candidates = [dataDirectory, realOrSelf(dataDirectory), path.resolve(root, ".data")].filter((folder) => readOnly.some((kept) => inside(folder, kept)));
  const hiddenFolders = [...new Set(candidates)].filter((folder, _index, all) => !all.some((other) => other !== folder && inside(folder, other)));
  const uid = settings.TOLLGATE_SANDBOX_UID;
  return {
    host: {
      bwrap,
      prlimit,
      dropTo: setpriv === null ? null : { setpriv, uid, gid: uid },
      system: systemPaths(),
      etc: ETC_FILES,
      readOnly,
      hiddenFolders,
      hiddenFiles: envFiles(path.resolve(/*turbopackIgnore: true*/ root)),
    },
    foldersRoot: sandboxFoldersRoot(settings, root),
    limits: {
      memoryBytes: settings.TOLLGATE_SANDBOX_MEMORY_BYTES,
      processes: settings.TOLLGATE_SANDBOX_PROCESSES,
      tmpBytes: settings.TOLLGATE_SANDBOX_TMP_BYTES,
      openFiles: 1024,
    },
  };
}
