import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import type { LoopDependencies } from "@/lib/runtime/ports/loop-dependencies";
import { createModelClient } from "@/lib/models/create-model-client";
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
import { operationalLogLine } from "./operational-log-line";
import { storeMedia } from "../media/store-media";
import { readSettings } from "@/lib/settings/read-settings";

// The one place the core is wired to the world; the worker, the playground and the tests all use it.
export function createLoopDependencies(database: Database): LoopDependencies {
  const catalog = runCatalog;
  const secrets = createPrismaSecretValues(database);
  const limits = runtimeLimitsFromEnvironment();
  return {
    store: createPrismaRunStore(database, secrets, { replayedCharacters: replayedCharacters(limits) }),
    catalog,
    handlers: createHandlerRegistry({
      db: database,
      catalog,
      now: () => new Date(),
      settings: () => readSettings(),
      scheduler: createPgBossScheduler(database),
      vendorTools: createVendorToolCaller(database),
      media: { store: (owner, media) => storeMedia(database, owner, media) },
    }),
    secrets,
    results: createPrismaResultStore(database),
    exportSources: createExportPreflight(database),
    vendorStates: createVendorToolStates(database),
    connectors: createConnectorRunStart(database),
    limits,
    clock: { now: () => new Date() },
    sleep: (milliseconds) => sleep(milliseconds),
    log: { error: (message, detail) => console.error(operationalLogLine(message, detail)) },
    async modelFor(run) {
      const spec = modelSpecOf(run.model);
      return createModelClient(spec, {
        resolveSecret: (name) => secretValueByName(database, { organisationId: run.organisationId, agentId: run.agentId, name }),
      });
    },
  };
}
