import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { LoopDependencies } from "@/lib/runtime/ports/loop-dependencies";
import { createModelClient } from "@/lib/models/create-model-client";
import { tokenCounterForModel } from "@/lib/models/token-counter";
import { createHandlerRegistry } from "@/lib/tools/handler-registry";
import type { Database } from "../db";
import { createPrismaRunStore } from "../runs/prisma-run-store";
import { createPgBossScheduler } from "../schedules/pg-boss-scheduler";
import { createPrismaResultStore } from "./prisma-result-store";
import { createPrismaSecretValues } from "./prisma-secret-values";
import { createExportPreflight } from "./export-preflight";
import { modelSpecOf } from "./parsed-model-spec";
import { runtimeLimitsFromEnvironment } from "./runtime-config";
import { replayedCharacters } from "@/lib/runtime/loop/replay-result";
import { secretValueByName } from "./secret-value-by-name";
import { createVendorToolCaller } from "./vendor-tool-caller";
import { createVendorToolStates } from "./vendor-tool-states";
import { createConnectorRunStart } from "./connector-run-start";
import { processTelemetry, type Telemetry } from "../telemetry/telemetry";
import { storeMedia } from "../media/store-media";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

/** What a caller may wire instead of the process's own (a test's telemetry with its own exporter). */
export type LoopWiring = { telemetry?: Telemetry };

// The one place the core is wired to the world; the worker, the playground and the tests all use it.
// `settings` is read at each use, so a test may change them at run time (issue 17, item 4).
export function createLoopDependencies(database: Database, settings: () => Settings = () => readSettings(), wiring: LoopWiring = {}): LoopDependencies {
  const catalog = runCatalog;
  // Issue 17, item 3: the events go to spans and log lines as the settings say; the operational log is the
  // same logger's (LOG_FORMAT=json: one JSON object a line).
  const telemetry = wiring.telemetry ?? processTelemetry(settings());
  const secrets = createPrismaSecretValues(database);
  const limits = runtimeLimitsFromEnvironment();
  return {
    store: createPrismaRunStore(database, secrets, { replayedCharacters: replayedCharacters(limits) }),
    catalog,
    handlers: createHandlerRegistry({
      db: database,
      catalog,
      now: () => new Date(),
      settings,
      scheduler: createPgBossScheduler(database, undefined, settings),
      vendorTools: createVendorToolCaller(database, settings),
      media: { store: (owner, media) => storeMedia(database, owner, media) },
    }),
    secrets,
    results: createPrismaResultStore(database),
    exportSources: createExportPreflight(database),
    vendorStates: createVendorToolStates(database),
    connectors: createConnectorRunStart(database, settings),
    limits,
    clock: { now: () => new Date() },
    sleep: (milliseconds) => sleep(milliseconds),
    log: { error: (message, detail) => telemetry.logger.error(message, detail) },
    ...(telemetry.events ? { events: telemetry.events } : {}),
    tokenCounterFor: (run) => tokenCounterForModel(run.model),
    async modelFor(run) {
      const spec = modelSpecOf(run.model);
      return createModelClient(spec, {
        resolveSecret: (name) => secretValueByName(database, { organisationId: run.organisationId, agentId: run.agentId, name }),
        settings: settings(),
      });
    },
  };
}
