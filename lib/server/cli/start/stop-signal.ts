// SIGINT (Ctrl-C) and SIGTERM (a service manager, Playwright) both mean "stop everything cleanly".
// Ctrl-C also reaches the children straight from the terminal; the launcher still stops each in order.

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
  return {
    get requested() {
      return requested;
    },
    promise,
  };
}
