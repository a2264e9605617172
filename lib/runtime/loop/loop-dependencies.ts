import type { AnswerDependencies } from "../results/answer-call";
import type { Catalog, ExportSourceCheck, HandlerRegistry, ModelClient, OperationalLog } from "../ports";
import type { RunSnapshot, RunStore } from "./run-snapshot";

export type LoopDependencies = AnswerDependencies & {
  store: RunStore;
  catalog: Catalog;
  handlers: HandlerRegistry;
  /** The model client for a run's ModelSpec (a scripted script or a provider). */
  modelFor(run: RunSnapshot): Promise<ModelClient>;
  log: OperationalLog;
  /** What admission needs of the world, looked up before it decides a turn (an export's sources). */
  exportSources?: ExportSourceCheck;
};
