// Issue 23, item 5: on a first start the admin's one-time password was printed, then `next build` scrolled
// it away for six minutes. The start holds what a person must read (the password notice) and prints it
// last, once the console answers, with what to do next; when the start ends before that (a failed build,
// Ctrl-C, a child that cannot stay up) it is printed then, so a password shown once is never lost.

export type HeldNotices = {
  /** Keeps a notice to print later (the seed's password notice goes here). */
  hold(message: string): void;
  /** Prints what is held, once; later calls print nothing. */
  release(log: (message: string) => void): void;
};

export function createHeldNotices(): HeldNotices {
  let held: string[] = [];
  return {
    hold: (message) => {
      held.push(message);
    },
    release: (log) => {
      const out = held;
      held = [];
      for (const message of out) log(message);
    },
  };
}

export type ReadyFacts = {
  url: string;
  adminEmail: string;
  /** Where the admin's password is: the operator's variable, the notice printed just above, or an earlier start. */
  password: "variable" | "printed" | "earlier";
  workers: number;
};

const passwordWords: Record<ReadyFacts["password"], string> = {
  variable: "the password in TOLLGATE_ADMIN_PASSWORD",
  printed: "the password printed just above",
  earlier: "the password printed on the first start",
};

/** The last lines of a start: where the console is, how to sign in, and the first three things to do. */
export function readyLines(facts: ReadyFacts): string[] {
  return [
    `Tollgate is running at ${facts.url}`,
    `Sign in as ${facts.adminEmail} with ${passwordWords[facts.password]}.`,
    "What next:",
    `  1. Sign in at ${facts.url}/sign-in`,
    `  2. Add an editor (writes agents and tasks) and a CEO (decides gates) under Users: ${facts.url}/users`,
    `  3. Open the playground and call a tool or start a run of the Demo agent: ${facts.url}/playground`,
    `${facts.workers} worker(s). Ctrl-C stops everything.`,
  ];
}

/** "about 6 minutes on 2 cores": measured ~6 minutes of `next build` on 2 cores; more cores, less time. */
export function buildEstimate(cores: number): string {
  const count = Math.max(1, Math.floor(cores));
  const minutes = Math.max(2, Math.round(12 / count));
  return `about ${minutes} minutes on ${count} ${count === 1 ? "core" : "cores"}`;
}

/** Said before `next build`: the first start builds the console; a later one rebuilds only when the sources changed. */
export function buildAnnouncement(firstBuild: boolean, cores: number): string {
  const estimate = buildEstimate(cores);
  return firstBuild
    ? `The first start builds the console (next build, ${estimate}); the sign-in password and what to do next are printed when it is ready…`
    : `The sources changed since the last build: rebuilding the console (next build, ${estimate})…`;
}

/** "Built in 5 min 48 s." */
export function builtIn(milliseconds: number): string {
  const seconds = Math.max(0, Math.round(milliseconds / 1000));
  const minutes = Math.floor(seconds / 60);
  return `Built in ${minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`}.`;
}
