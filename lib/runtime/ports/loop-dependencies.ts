// The ports the loop is given, bundled: what answering a call needs, and what a whole run needs besides.

import type { RuntimeLimits } from "../runtime-limits";
import type { Catalog, Clock, ExportSourceCheck, HandlerRegistry, ModelClient, OperationalLog, ResultStore, SecretValues, TokenCounter, VendorToolStates } from "./index";
import type { RunSnapshot, RunStore } from "./run-store";
import type { RunEvents } from "./run-events";

/**
 * Issue 10, run start: lists again the connected logins whose stored tool list is older than `maxListAgeMs`.
 * A listing that fails keeps the stored list and records its error on the login; relist never throws for it.
 */
export type ConnectorRunStart = { maxListAgeMs: number; relist(loginIds: readonly string[]): Promise<void> };

/** What answering one call needs (the playground's invoke and a run's settle alike). */
export type AnswerDependencies = {
  secrets: SecretValues;
  results: ResultStore;
  limits: RuntimeLimits;
  clock: Clock;
  sleep: (milliseconds: number) => Promise<void>;
  log?: OperationalLog;
  /** Issue 17, item 3: where the loop and the playground report what they do; absent, nothing is reported. */
  events?: RunEvents;
};

export type LoopDependencies = AnswerDependencies & {
  store: RunStore;
  catalog: Catalog;
  handlers: HandlerRegistry;
  /** The model client for a run's ModelSpec (a scripted script or a provider). */
  modelFor(run: RunSnapshot): Promise<ModelClient>;
  log: OperationalLog;
  /** What admission needs of the world, looked up before it decides a turn (an export's sources). */
  exportSources?: ExportSourceCheck;
  /** The same for a turn's vendor tools: their logins and on/off now (absent: the step's catalog decides). */
  vendorStates?: VendorToolStates;
  /** Connector logins at run start; absent where no connector can be reached (a run then skips the step). */
  connectors?: ConnectorRunStart;
  /** Issue 22: how a run's prompts are counted in tokens (absent: the core's conservative estimate). */
  tokenCounterFor?(run: RunSnapshot): TokenCounter;
};
