// Issue 16, item 4: the one place that says what a sandbox is. A program the product runs for a tenant (a
// stdio connector's server; next, workspace.run_command) is started as
//
//   [setpriv --reuid U --regid U --clear-groups --]   (when Tollgate runs as root: drop to an unprivileged user)
//   bwrap --unshare-all [--share-net] --die-with-parent --new-session --tmpfs /tmp
//         <the system, read-only> <the product's files, read-only> <the data directory hidden>
//         --bind <its own folder> /sandbox --chdir /sandbox --proc /proc --dev /dev --remount-ro /
//   -- prlimit --data=<memory> --nproc=<processes> --nofile=<files> --core=0 -- <command> <args…>
//
// Its own user, mount, PID, IPC and UTS namespaces; bubblewrap kills it when Tollgate goes. The environment
// (secret values included) travels in the process environment, never on the command line (`ps` shows that).
// Pure: sandbox-host.ts finds the paths, this turns them and a run into an argv.

/** Where the program's own folder appears inside the sandbox: its working directory and HOME. */
export const SANDBOX_FOLDER = "/sandbox";

export type SandboxLimits = {
  /** RLIMIT_DATA: the heap and every private writable mapping (V8's reserved address space is not counted). */
  memoryBytes: number;
  /** RLIMIT_NPROC inside the sandbox's own user namespace. */
  processes: number;
  /** The size of its /tmp (a tmpfs in memory). */
  tmpBytes: number;
  openFiles: number;
  /** RLIMIT_FSIZE: the largest file it may write (workspace.run_command); unset, no limit. */
  fileBytes?: number;
};

export type SandboxRun = {
  command: string;
  args: readonly string[];
  env: Readonly<Record<string, string>>;
  /** The host folder bound read-write at SANDBOX_FOLDER: the only place it can write to that outlives it. */
  folder: string;
  limits: SandboxLimits;
  /** Connectors keep the network (vendor APIs are their purpose; egress to them is the server's own). */
  network: boolean;
};

/** A top-level system path: bound read-only, or a symlink as on the host (`/bin -> usr/bin`). */
export type SystemPath = { path: string; symlinkTo?: string };

export type SandboxHost = {
  bwrap: string;
  prlimit: string;
  /** setpriv and the user to become, when Tollgate runs as root; null runs bwrap as Tollgate's own user. */
  dropTo: { setpriv: string; uid: number; gid: number } | null;
  system: readonly SystemPath[];
  /** A minimal /etc: name resolution, certificates, the user database, time zone, the loader's cache. */
  etc: readonly string[];
  /** The product's own files (its node_modules holds the npm servers' bins), read-only at their own paths. */
  readOnly: readonly string[];
  /** Folders inside `readOnly` it must not see (the data directory): an empty tmpfs over each. */
  hiddenFolders: readonly string[];
  /** Files inside `readOnly` it must not see (.env files): /dev/null over each. */
  hiddenFiles: readonly string[];
};

export type SandboxArgv = { command: string; args: string[]; env: Record<string, string> };

/** PATH inside: the system's bins and the product's npm bins. */
export function sandboxPath(host: Pick<SandboxHost, "readOnly">): string {
  const bins = host.readOnly.map((folder) => `${folder}/node_modules/.bin`);
  return [...bins, "/usr/local/bin", "/usr/bin", "/bin"].join(":");
}

export function sandboxArgv(run: SandboxRun, host: SandboxHost): SandboxArgv {
  const bwrap = ["--unshare-all", ...(run.network ? ["--share-net"] : []), "--die-with-parent", "--new-session"];
  // Its own /tmp first: bubblewrap mounts in order, so the product's files bound after it stay visible when
  // the installation itself lives under /tmp (a clone in /tmp/…); mounted last, the tmpfs hid them.
  bwrap.push("--size", String(run.limits.tmpBytes), "--tmpfs", "/tmp");
  for (const system of host.system) {
    bwrap.push(...(system.symlinkTo === undefined ? ["--ro-bind-try", system.path, system.path] : ["--symlink", system.symlinkTo, system.path]));
  }
  for (const file of host.etc) bwrap.push("--ro-bind-try", file, file);
  for (const folder of host.readOnly) bwrap.push("--ro-bind", folder, folder);
  for (const folder of host.hiddenFolders) bwrap.push("--tmpfs", folder, "--remount-ro", folder);
  for (const file of host.hiddenFiles) bwrap.push("--ro-bind", "/dev/null", file);
  bwrap.push("--proc", "/proc", "--dev", "/dev");
  bwrap.push("--bind", run.folder, SANDBOX_FOLDER, "--chdir", SANDBOX_FOLDER);
  // Last, once every mount point is made: bubblewrap's own root (a tmpfs holding /etc's few files and the
  // mount points) read-only too, so nothing but /sandbox and /tmp takes a write (issue 21: `echo > /etc/x`).
  bwrap.push("--remount-ro", "/");
  const { memoryBytes, processes, openFiles } = run.limits;
  const fileSize = run.limits.fileBytes === undefined ? [] : [`--fsize=${run.limits.fileBytes}`];
  const limited = [host.prlimit, `--data=${memoryBytes}`, `--nproc=${processes}`, `--nofile=${openFiles}`, ...fileSize, "--core=0", "--", run.command, ...run.args];
  const env = { PATH: sandboxPath(host), ...run.env, HOME: SANDBOX_FOLDER, TMPDIR: "/tmp" };
  const sandboxed = [host.bwrap, ...bwrap, "--", ...limited];
  if (host.dropTo === null) return { command: sandboxed[0]!, args: sandboxed.slice(1), env };
  const { setpriv, uid, gid } = host.dropTo;
  return { command: setpriv, args: [`--reuid=${uid}`, `--regid=${gid}`, "--clear-groups", "--", ...sandboxed], env };
}
