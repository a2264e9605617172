// Issue 16, item 4: one sandbox for everything the product runs for a tenant. `sandboxStatus` says, once per
// settings, whether one can be made here (start logs it); `sandboxedCommand` turns a program and its
// environment into the command that runs it sandboxed, or refuses with `sandbox_unavailable` — never bare.
// TOLLGATE_SANDBOX=off (development only) runs programs as they are, and says so loudly at start.

import type { Settings } from "@/lib/settings/environment-schema";
import { sandboxArgv, type SandboxArgv, type SandboxHost, type SandboxLimits } from "./sandbox-argv";
import { rm } from "node:fs/promises";
import { ensureSandboxFolder, sandboxFolderPath } from "./sandbox-folder";
import { findSandboxHost, sandboxFoldersRoot } from "./sandbox-host";
import { probeSandbox } from "./sandbox-probe";

export type SandboxStatus =
  | { state: "ready"; host: SandboxHost; foldersRoot: string; limits: SandboxLimits }
  | { state: "off" }
  | { state: "unavailable"; reason: string };

export const SANDBOX_UNAVAILABLE = "sandbox_unavailable";

export class SandboxUnavailableError extends Error {
  readonly code = SANDBOX_UNAVAILABLE;
  constructor(reason: string) {
    super(`No sandbox can be made on this machine, so Tollgate starts no program for a tenant: ${reason} (README: Running programs for tenants).`);
    this.name = "SandboxUnavailableError";
  }
}

/** Settings objects are frozen and reused for the same environment (read-settings.ts): one probe each. */
const statuses = new WeakMap<Settings, Promise<SandboxStatus>>();

async function findStatus(settings: Settings): Promise<SandboxStatus> {
  if (settings.TOLLGATE_SANDBOX === "off") return { state: "off" };
  const found = findSandboxHost(settings);
  if ("missing" in found) return { state: "unavailable", reason: found.missing };
  let folder: string;
  try {
    folder = await ensureSandboxFolder(found.foldersRoot, ".probe", found.host);
  } catch (error) {
    return { state: "unavailable", reason: `its folder ${found.foldersRoot} cannot be made (${error instanceof Error ? error.message : String(error)})` };
  }
  const answer = await probeSandbox(found.host, folder, found.limits);
  return answer.ok ? { state: "ready", ...found } : { state: "unavailable", reason: answer.reason };
}

export function sandboxStatus(settings: Settings): Promise<SandboxStatus> {
  let status = statuses.get(settings);
  if (status === undefined) {
    status = findStatus(settings);
    statuses.set(settings, status);
  }
  return status;
}

/** One line for start's log: what runs programs for tenants here. */
export function describeSandbox(status: SandboxStatus): string {
  if (status.state === "ready") {
    const user = status.host.dropTo === null ? `Tollgate's own user (uid ${process.getuid?.() ?? "?"})` : `uid ${status.host.dropTo.uid}`;
    return `Sandbox: stdio connectors run in bubblewrap as ${user}, each in its own folder under ${status.foldersRoot}, with ${status.limits.memoryBytes} bytes of memory and ${status.limits.processes} processes at most.`;
  }
  if (status.state === "off") return "WARNING: TOLLGATE_SANDBOX=off — stdio connectors run UNSANDBOXED as Tollgate's own user, with its view of the data directory and secret key. For development only.";
  return `WARNING: no sandbox can be made on this machine (${status.reason}); stdio connectors are refused (sandbox_unavailable) until one can.`;
}

export type TenantProgram = {
  command: string;
  args: readonly string[];
  env: Readonly<Record<string, string>>;
  /** Names its folder: the same name, the same folder (a connector login keeps its files across restarts). */
  folderName: string;
  network: boolean;
  /** RLIMIT_FSIZE for this program (workspace.run_command: its folder is on the host's disk). */
  fileBytes?: number;
};

/** The command that runs `program` in its sandbox; throws SandboxUnavailableError where none can be made. */
export async function sandboxedCommand(program: TenantProgram, settings: Settings): Promise<SandboxArgv> {
  const status = await sandboxStatus(settings);
  if (status.state === "off") return { command: program.command, args: [...program.args], env: { ...program.env } };
  if (status.state === "unavailable") throw new SandboxUnavailableError(status.reason);
  const folder = await ensureSandboxFolder(status.foldersRoot, program.folderName, status.host);
  const limits = program.fileBytes === undefined ? status.limits : { ...status.limits, fileBytes: program.fileBytes };
  return sandboxArgv({ command: program.command, args: program.args, env: program.env, folder, limits, network: program.network }, status.host);
}

/** The host folder of the program named `folderName` (made when missing), or null where no sandbox runs. */
export async function sandboxFolderOf(folderName: string, settings: Settings): Promise<string | null> {
  const status = await sandboxStatus(settings);
  return status.state === "ready" ? ensureSandboxFolder(status.foldersRoot, folderName, status.host) : null;
}

/** Removes the folders of programs that are gone for good (a deleted connector login), whatever they held. */
export async function removeSandboxFolders(folderNames: readonly string[], settings: Settings): Promise<void> {
  const root = sandboxFoldersRoot(settings);
  await Promise.all(folderNames.map((name) => rm(sandboxFolderPath(root, name), { recursive: true, force: true })));
}
