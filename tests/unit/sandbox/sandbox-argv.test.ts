import { describe, expect, it } from "vitest";
import { sandboxArgv, SANDBOX_FOLDER, type SandboxHost } from "@/lib/sandbox/sandbox-argv";

// Issue 16, item 4: the one function that turns a program into its sandboxed command line. What it must
// always hold: its own namespaces, killed with its parent, the data directory hidden after the product's
// files are bound, the user dropped when Tollgate is root, limits applied, and no value of its environment
// on the command line (every user of the machine can read that in /proc).

const host: SandboxHost = {
  bwrap: "/usr/bin/bwrap",
  prlimit: "/usr/bin/prlimit",
  dropTo: { setpriv: "/usr/bin/setpriv", uid: 65_534, gid: 65_534 },
  system: [{ path: "/usr" }, { path: "/bin", symlinkTo: "usr/bin" }],
  etc: ["/etc/resolv.conf"],
  readOnly: ["/srv/tollgate"],
  hiddenFolders: ["/srv/tollgate/.data"],
  hiddenFiles: ["/srv/tollgate/.env"],
};
const run = {
  command: "/srv/tollgate/node_modules/.bin/mcp-server-memory",
  args: ["--flag"],
  env: { API_TOKEN: "tok-never-on-the-command-line" },
  folder: "/srv/tollgate/.data/sandboxes/login-1",
  limits: { memoryBytes: 1 << 30, processes: 128, tmpBytes: 1 << 26, openFiles: 1024 },
  network: true,
};

const pairAt = (args: string[], flag: string, value: string) => args.findIndex((arg, index) => arg === flag && args[index + 1] === value);

describe("sandboxArgv", () => {
  it("drops to the sandbox user, then runs bwrap in new namespaces, then the limits, then the program", () => {
    const argv = sandboxArgv(run, host);
    expect(argv.command).toBe("/usr/bin/setpriv");
    expect(argv.args.slice(0, 4)).toEqual(["--reuid=65534", "--regid=65534", "--clear-groups", "--"]);
    const bwrap = argv.args.indexOf("/usr/bin/bwrap");
    expect(argv.args.slice(bwrap + 1, bwrap + 5)).toEqual(["--unshare-all", "--share-net", "--die-with-parent", "--new-session"]);
    const program = argv.args.slice(argv.args.indexOf("/usr/bin/prlimit"));
    expect(program).toEqual(["/usr/bin/prlimit", `--data=${1 << 30}`, "--nproc=128", "--nofile=1024", "--core=0", "--", run.command, "--flag"]);
  });

  it("binds the product read-only and hides the data directory and .env over it; its folder is the only writable one", () => {
    const { args } = sandboxArgv(run, host);
    const product = pairAt(args, "--ro-bind", "/srv/tollgate");
    expect(product).toBeGreaterThan(0);
    expect(pairAt(args, "--tmpfs", "/srv/tollgate/.data")).toBeGreaterThan(product);
    expect(args.indexOf("/srv/tollgate/.env")).toBeGreaterThan(product);
    expect(pairAt(args, "--bind", run.folder)).toBeGreaterThan(0);
    expect(args.filter((arg) => arg === "--bind")).toHaveLength(1);
    expect(args[pairAt(args, "--bind", run.folder) + 2]).toBe(SANDBOX_FOLDER);
    expect(pairAt(args, "--chdir", SANDBOX_FOLDER)).toBeGreaterThan(0);
    expect(pairAt(args, "--symlink", "usr/bin")).toBeGreaterThan(0);
    // bubblewrap's own root (the tmpfs behind /etc's few files) is made read-only last, after every mount point.
    const remount = pairAt(args, "--remount-ro", "/");
    expect(remount).toBeGreaterThan(pairAt(args, "--bind", run.folder));
    expect(args.indexOf("--", remount)).toBe(remount + 2);
  });

  it("limits the size of one file only when told (workspace.run_command)", () => {
    expect(sandboxArgv(run, host).args.some((arg) => arg.startsWith("--fsize="))).toBe(false);
    const limited = sandboxArgv({ ...run, limits: { ...run.limits, fileBytes: 4096 } }, host).args;
    expect(limited.indexOf("--fsize=4096")).toBeGreaterThan(limited.indexOf("/usr/bin/prlimit"));
    expect(limited.indexOf("--fsize=4096")).toBeLessThan(limited.lastIndexOf("--"));
  });

  it("mounts its own /tmp before the product's files, so an installation under /tmp stays visible inside", () => {
    const { args } = sandboxArgv(run, { ...host, readOnly: ["/tmp/tollgate-clone"], hiddenFolders: ["/tmp/tollgate-clone/.data"] });
    const tmp = pairAt(args, "--tmpfs", "/tmp");
    expect(tmp).toBeGreaterThan(0);
    expect(args[tmp - 2]).toBe("--size");
    expect(pairAt(args, "--ro-bind", "/tmp/tollgate-clone")).toBeGreaterThan(tmp);
    expect(pairAt(args, "--tmpfs", "/tmp/tollgate-clone/.data")).toBeGreaterThan(tmp);
  });

  it("keeps every environment value off the command line, and sets HOME and TMPDIR inside", () => {
    const argv = sandboxArgv(run, host);
    expect(argv.args.join(" ")).not.toContain("tok-never-on-the-command-line");
    expect(argv.env).toMatchObject({ API_TOKEN: "tok-never-on-the-command-line", HOME: SANDBOX_FOLDER, TMPDIR: "/tmp" });
    expect(argv.env.PATH?.split(":")[0]).toBe("/srv/tollgate/node_modules/.bin");
  });

  it("has no network when told (workspace.run_command), and runs bwrap itself when Tollgate is not root", () => {
    const argv = sandboxArgv({ ...run, network: false }, { ...host, dropTo: null });
    expect(argv.command).toBe("/usr/bin/bwrap");
    expect(argv.args).not.toContain("--share-net");
    expect(argv.args[0]).toBe("--unshare-all");
  });
});
