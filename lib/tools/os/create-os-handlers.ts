// The OS tools answered so far (seed "built-in tools", OS tools), by canonical name.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { addExecutionLink } from "./add-execution-link";
import { askCeo } from "./ask-ceo";
import { listBuiltInTools } from "./list-built-in-tools";
import { listOpenGates } from "./list-open-gates";
import { listToolBindings } from "./list-tool-bindings";
import { readTask } from "./read-task";
import { setExecutionName } from "./set-execution-name";
import { setGateSummary } from "./set-gate-summary";

export function createOsHandlers(dependencies: ToolDependencies): Record<string, ToolHandler> {
  return {
    "os.set_execution_name": setExecutionName(dependencies),
    "os.add_execution_link": addExecutionLink(dependencies),
    "os.set_gate_summary": setGateSummary(),
    "os.ask_ceo": askCeo(),
    "os.list_open_gates": listOpenGates(dependencies),
    "os.list_tool_bindings": listToolBindings(dependencies),
    "os.list_built_in_tools": listBuiltInTools(dependencies),
    "os.read_task": readTask(dependencies),
  };
}
