// SIGINT (Ctrl-C) and SIGTERM (a service manager, Playwright) both mean "stop everything cleanly", and so
// does the loss of the parent that relays them (own-process-group.ts): a launcher left alone stops too.
import { inOwnProcessGroup, watchParent } from "./own-process-group";

export type StopSignal = { readonly requested: boolean; promise: Promise<NodeJS.Signals> };

export function listenForStop(log: (message: string) => void): StopSignal {
  let requested = false;
  let resolveStop: (signal: NodeJS.Signals) => void = () => undefined;
  const promise = new Promise<NodeJS.Signals>((resolve) => {
    resolveStop = resolve;
  });
  const onSignal = (signal: NodeJS.Signals) => {
    if (requested) {
      log("Already stopping; waiting for the processes to end.");
      return;
    }
    requested = true;
    log(`${signal}: stopping.`);
    resolveStop(signal);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  if (inOwnProcessGroup()) {
    watchParent(() => {
      log("The process that started Tollgate is gone.");
      onSignal("SIGTERM");
    });
  }
  return {
    get requested() {
      return requested;
    },
    promise,
  };
}
