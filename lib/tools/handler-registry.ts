// Every built-in handler by canonical name (seed "tools in a run", Handlers): the runtime looks a tool up
// here after admission, and a name with no handler is a planned tool. A defined tool brings its own
// (define/define-tool.ts); the families not yet moved still list theirs below.

import type { HandlerRegistry, ToolHandler, ToolOutput } from "@/lib/runtime/ports";
import { createNoteHandlers } from "./notes/create-note-handlers";
import { createRecordHandlers } from "./records/create-record-handlers";
import { createRunHandlers } from "./run/create-run-handlers";
import { createScheduleHandlers } from "./schedule/create-schedule-handlers";
import { createScriptHandlers } from "./script/create-script-handlers";
import { runScriptTool } from "./script/run-script";
import { scriptLimitsFromEnvironment } from "./script/script-limits";
import { scriptNameOfTool } from "./script/script-tool-definition";
import { createSecretHandlers } from "./secrets/create-secret-handlers";
import { createResultHandlers } from "./results/create-result-handlers";
import { createCatalogueHandlers } from "./catalogue/create-catalogue-handlers";
import { guardDatabaseFailures } from "./database-failure-guard";
import { connectorOfTool } from "./connector/vendor-tool-name";
import type { ToolDependencies } from "./tool-dependencies";
import { implementedTools } from "./registry/implemented-tools";
import { runDefinedTools } from "./registry/run-catalog";

export function createHandlers(dependencies: ToolDependencies): ReadonlyMap<string, ToolHandler<ToolOutput>> {
  const handlers: Record<string, ToolHandler<ToolOutput>> = {
    ...createNoteHandlers(dependencies),
    ...createRecordHandlers(dependencies),
    ...createSecretHandlers(dependencies),
    ...createRunHandlers(dependencies),
    ...createScriptHandlers(dependencies),
    ...createScheduleHandlers(dependencies),
    ...createResultHandlers(dependencies),
    ...createCatalogueHandlers(dependencies),
  };
  const services = { ...dependencies, implementedTools };
  for (const tool of runDefinedTools) if (tool.handlerFor !== undefined) handlers[tool.definition.name] = tool.handlerFor(services);
  return new Map(Object.entries(handlers).map(([name, handler]) => [name, guardDatabaseFailures(handler)]));
}

export function createHandlerRegistry(dependencies: ToolDependencies): HandlerRegistry {
  const handlers = createHandlers(dependencies);
  // Seed "tools in a run" (Scripts): a script with parameters is also a tool of its own, `scripts.<name>`;
  // its name is the agent's to choose, so one handler answers them all by prefix.
  const scriptTool = guardDatabaseFailures(runScriptTool(dependencies, scriptLimitsFromEnvironment()));
  // Issue 10: a connector's tools are named by its admin's servers; one handler answers them all by name.
  const { vendorTools } = dependencies;
  const vendorTool = vendorTools === undefined ? undefined : guardDatabaseFailures((context, input) => vendorTools.call(context, input));
  const isVendor = (tool: string) => vendorTool !== undefined && connectorOfTool(tool) !== null;
  return {
    get: (tool) => handlers.get(tool) ?? (scriptNameOfTool(tool) !== null ? scriptTool : isVendor(tool) ? vendorTool : undefined),
    has: (tool) => handlers.has(tool) || scriptNameOfTool(tool) !== null || isVendor(tool),
  };
}
