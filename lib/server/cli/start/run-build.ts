import { spawn } from "node:child_process";
import type { StopSignal } from "./stop-signal";

/** `next build` in the foreground; a stop request ends it. Resolves with its exit code. */
export function runBuild(nextBinary: string, cwd: string, environment: NodeJS.ProcessEnv, stop: StopSignal): Promise<number> {
  return new Promise((resolve) => {
    const build = spawn(nextBinary, ["build"], { cwd, env: environment, stdio: ["ignore", "inherit", "inherit"] });
    const onStop = () => build.kill("SIGTERM");
    void stop.promise.then(onStop);
    build.once("error", (error) => {
      console.error(`[tollgate] could not run next build: ${error.message}`);
      resolve(127);
    });
    build.once("exit", (code) => resolve(code ?? 1));
  });
}
