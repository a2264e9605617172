import type { AnswerDependencies } from "../execution/answer-call";
import type { Catalog, HandlerRegistry, ModelClient, OperationalLog } from "../ports";
import type { RunSnapshot, RunStore } from "./run-snapshot";
import type { TurnPreflight } from "./turn-preflight-port";

export type LoopDependencies = AnswerDependencies & {
  store: RunStore;
  catalog: Catalog;
  handlers: HandlerRegistry;
  /** The model client for a run's ModelSpec (a scripted script or a provider). */
  modelFor(run: RunSnapshot): Promise<ModelClient>;
  log: OperationalLog;
  /** Refusals that need the world but must come before anything of a turn acts (export checks). */
  preflight?: TurnPreflight;
};
