import { spawn, type ChildProcess } from "node:child_process";
import { nextRestart, type RestartPolicy, defaultRestartPolicy } from "./restart-policy";

// The processes of `npm start` (next, workers): spawned with the terminal's output, stopped together.
// A child that dies on its own (a crash, a `kill -9`) is restarted after a doubling wait and logged, so one
// dead worker is not an outage; only a child that keeps dying right after it starts makes `gaveUp` resolve.

export type ChildExit = { name: string; code: number | null; signal: NodeJS.Signals | null };

type Child = { name: string; process: ChildProcess; exited: Promise<ChildExit>; startedAt: number };

type Recipe = { command: string; commandArguments: string[]; environment: NodeJS.ProcessEnv; quickCrashes: number };

export type SupervisorOptions = {
  log?: (message: string) => void;
  policy?: RestartPolicy;
  /** Called whenever the set of running children changes (a restart gives a new pid). */
  onChange?: (running: { name: string; pid: number }[]) => void;
};

export type ChildSupervisor = {
  spawn: (name: string, command: string, commandArguments: string[], environment: NodeJS.ProcessEnv) => void;
  /** Resolves with the last exit of a child that died too often right after starting. */
  gaveUp: Promise<ChildExit>;
  /** The children running now, for the record a later start reads after a `kill -9`. */
  running: () => { name: string; pid: number }[];
  /** SIGTERM to every child; SIGKILL to any still running after `graceMilliseconds`. */
  stopAll: (graceMilliseconds?: number) => Promise<void>;
};

export function describeExit(exit: ChildExit): string {
  return exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`;
}

async function stopChild(child: Child, graceMilliseconds: number, log: (message: string) => void): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), graceMilliseconds);
  });
  if ((await Promise.race([child.exited, timedOut])) === "timeout") {
    log(`${child.name} did not stop within ${graceMilliseconds / 1000} s; killing it.`);
    child.process.kill("SIGKILL");
    await child.exited;
  }
  clearTimeout(timer);
}

export function createChildSupervisor(cwd: string, options: SupervisorOptions = {}): ChildSupervisor {
  const log = options.log ?? ((message: string) => console.error(`[tollgate] ${message}`));
  const policy = options.policy ?? defaultRestartPolicy;
  const children = new Map<string, Child>();
  const recipes = new Map<string, Recipe>();
  const restartTimers = new Set<NodeJS.Timeout>();
  let stopping = false;
  let reportGaveUp: (exit: ChildExit) => void = () => undefined;
  const gaveUp = new Promise<ChildExit>((resolve) => {
    reportGaveUp = resolve;
  });

  const running = () =>
    [...children.values()].flatMap((child) =>
      child.process.pid === undefined || child.process.exitCode !== null || child.process.signalCode !== null ? [] : [{ name: child.name, pid: child.process.pid }],
    );

  const afterExit = (name: string, exit: ChildExit, startedAt: number) => {
    if (stopping) return;
    const recipe = recipes.get(name);
    if (!recipe) return;
    const decision = nextRestart(policy, recipe.quickCrashes, Date.now() - startedAt);
    recipe.quickCrashes = decision.quickCrashes;
    if (decision.kind === "give_up") {
      log(`${name} stopped unexpectedly (${describeExit(exit)}) ${decision.quickCrashes} times in a row right after starting; giving up.`);
      reportGaveUp(exit);
      return;
    }
    log(`${name} stopped unexpectedly (${describeExit(exit)}); restarting it in ${decision.delayMilliseconds / 1000} s.`);
    const timer = setTimeout(() => {
      restartTimers.delete(timer);
      if (!stopping) start(name);
    }, decision.delayMilliseconds);
    restartTimers.add(timer);
  };

  const start = (name: string) => {
    const recipe = recipes.get(name)!;
    const startedAt = Date.now();
    const child = spawn(recipe.command, recipe.commandArguments, { cwd, env: recipe.environment, stdio: ["ignore", "inherit", "inherit"] });
    const exited = new Promise<ChildExit>((resolve) => {
      child.once("exit", (code, signal) => resolve({ name, code, signal }));
      child.once("error", (error) => {
        log(`could not start ${name}: ${error.message}`);
        resolve({ name, code: 127, signal: null });
      });
    });
    void exited.then((exit) => {
      options.onChange?.(running());
      afterExit(name, exit, startedAt);
    });
    children.set(name, { name, process: child, exited, startedAt });
    options.onChange?.(running());
  };

  const spawnChild = (name: string, command: string, commandArguments: string[], environment: NodeJS.ProcessEnv) => {
    recipes.set(name, { command, commandArguments, environment, quickCrashes: 0 });
    start(name);
  };

  const stopAll = async (graceMilliseconds = 10_000) => {
    stopping = true;
    for (const timer of restartTimers) clearTimeout(timer);
    restartTimers.clear();
    await Promise.all([...children.values()].map((child) => stopChild(child, graceMilliseconds, log)));
  };

  return { spawn: spawnChild, gaveUp, running, stopAll };
}
