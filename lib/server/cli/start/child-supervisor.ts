import { spawn, type ChildProcess } from "node:child_process";

// The processes of `npm start` (next, workers): spawned with the terminal's output, stopped together.
// Any child that exits while we are not stopping is unexpected, and `unexpectedExit` says which.

export type ChildExit = { name: string; code: number | null; signal: NodeJS.Signals | null };

type Child = { name: string; process: ChildProcess; exited: Promise<ChildExit> };

export type ChildSupervisor = {
  spawn: (name: string, command: string, commandArguments: string[], environment: NodeJS.ProcessEnv) => void;
  /** Resolves with the first child to exit before stopAll was called. */
  unexpectedExit: Promise<ChildExit>;
  /** The children spawned so far, for the record a later start reads after a `kill -9`. */
  running: () => { name: string; pid: number }[];
  /** SIGTERM to every child; SIGKILL to any still running after `graceMilliseconds`. */
  stopAll: (graceMilliseconds?: number) => Promise<void>;
};

export function describeExit(exit: ChildExit): string {
  return exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`;
}

async function stopChild(child: Child, graceMilliseconds: number): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), graceMilliseconds);
  });
  if ((await Promise.race([child.exited, timedOut])) === "timeout") {
    console.error(`[tollgate] ${child.name} did not stop within ${graceMilliseconds / 1000} s; killing it.`);
    child.process.kill("SIGKILL");
    await child.exited;
  }
  clearTimeout(timer);
}

export function createChildSupervisor(cwd: string): ChildSupervisor {
  const children: Child[] = [];
  let stopping = false;
  let reportUnexpected: (exit: ChildExit) => void = () => undefined;
  const unexpectedExit = new Promise<ChildExit>((resolve) => {
    reportUnexpected = resolve;
  });

  const spawnChild = (name: string, command: string, commandArguments: string[], environment: NodeJS.ProcessEnv) => {
    const child = spawn(command, commandArguments, { cwd, env: environment, stdio: ["ignore", "inherit", "inherit"] });
    const exited = new Promise<ChildExit>((resolve) => {
      child.once("exit", (code, signal) => resolve({ name, code, signal }));
      child.once("error", (error) => {
        console.error(`[tollgate] could not start ${name}: ${error.message}`);
        resolve({ name, code: 127, signal: null });
      });
    });
    void exited.then((exit) => {
      if (!stopping) reportUnexpected(exit);
    });
    children.push({ name, process: child, exited });
  };

  const stopAll = async (graceMilliseconds = 10_000) => {
    stopping = true;
    await Promise.all(children.map((child) => stopChild(child, graceMilliseconds)));
  };

  const running = () => children.flatMap((child) => (child.process.pid === undefined ? [] : [{ name: child.name, pid: child.process.pid }]));

  return { spawn: spawnChild, unexpectedExit, running, stopAll };
}
