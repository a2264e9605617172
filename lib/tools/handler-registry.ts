// Every built-in handler by canonical name (seed "tools in a run", Handlers): the runtime looks a tool up
// here after admission, and a name with no handler is a planned tool. Each defined tool brings its own
// (define/define-tool.ts, issue 17): nothing is wired here by hand but the two families named at run time.

import type { HandlerRegistry, ToolHandler, ToolOutput } from "@/lib/runtime/ports";
import { runScriptTool } from "./script/run-script";
import { scriptNameOfTool } from "./script/script-tool-definition";
import { guardDatabaseFailures } from "./database-failure-guard";
import { connectorOfTool } from "./connector/vendor-tool-name";
import type { ToolDependencies } from "./tool-dependencies";
import { implementedTools } from "./registry/implemented-tools";
import { runDefinedTools } from "./registry/run-catalog";

export function createHandlers(dependencies: ToolDependencies): ReadonlyMap<string, ToolHandler<ToolOutput>> {
  const services = { ...dependencies, implementedTools };
  return new Map(
    runDefinedTools.flatMap((tool) => (tool.handlerFor === undefined ? [] : [[tool.definition.name, guardDatabaseFailures(tool.handlerFor(services))] as const])),
  );
}

export function createHandlerRegistry(dependencies: ToolDependencies): HandlerRegistry {
  const handlers = createHandlers(dependencies);
  // Seed "tools in a run" (Scripts): a script with parameters is also a tool of its own, `scripts.<name>`;
  // its name is the agent's to choose, so one handler answers them all by prefix.
  const scriptTool = guardDatabaseFailures(runScriptTool(dependencies));
  // Issue 10: a connector's tools are named by its admin's servers; one handler answers them all by name.
  const { vendorTools } = dependencies;
  const vendorTool = vendorTools === undefined ? undefined : guardDatabaseFailures((context, input) => vendorTools.call(context, input));
  const isVendor = (tool: string) => vendorTool !== undefined && connectorOfTool(tool) !== null;
  return {
    get: (tool) => handlers.get(tool) ?? (scriptNameOfTool(tool) !== null ? scriptTool : isVendor(tool) ? vendorTool : undefined),
    has: (tool) => handlers.has(tool) || scriptNameOfTool(tool) !== null || isVendor(tool),
  };
}
