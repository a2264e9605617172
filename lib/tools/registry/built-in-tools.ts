// The built-in tools every part reads: the offer, admission, the reference API and the console page.
// Seed "built-in tools", The tools: listed in the seed table's order, family by family.

import { memoryTools } from "@/lib/runtime/catalog/built-in/memory-tools";
import { osCompanyStateTools } from "@/lib/runtime/catalog/built-in/os-company-state-tools";
import { osExecutionTools } from "@/lib/runtime/catalog/built-in/os-execution-tools";
import { osPlanningTools } from "@/lib/runtime/catalog/built-in/os-planning-tools";
import { createCatalog } from "@/lib/runtime/catalog/create-catalog";
import { deepFreeze } from "@/lib/runtime/catalog/deep-freeze";
import type { ToolDefinition } from "@/lib/runtime/ports/tool-definition";
import { browserTools } from "../browser/browser-tools";
import { notYetDefined, type DefinedTool } from "../define/define-tool";
import { chatThreadTools } from "../os/chat-thread-tools";
import { chatTools } from "../os/chat-tools";
import { contextTools } from "../os/context-tools";
import { kpiRoleTools } from "../os/kpi-role-tools";
import { kpiTools } from "../os/kpi-tools";
import { mailFollowUpTools } from "../os/mail-follow-up-tools";
import { mailTools } from "../os/mail-tools";
import { selfImprovementTools } from "../os/self-improvement-tools";
import { webTools } from "../web/web-tools";
import { workspaceTools } from "../workspace/workspace-tools";

export const builtInDefinedTools: readonly DefinedTool[] = [
  ...workspaceTools,
  ...notYetDefined(memoryTools),
  ...notYetDefined(osExecutionTools),
  ...selfImprovementTools,
  ...mailTools,
  ...mailFollowUpTools,
  ...kpiTools,
  ...kpiRoleTools,
  ...contextTools,
  ...notYetDefined(osCompanyStateTools),
  ...notYetDefined(osPlanningTools),
  ...chatThreadTools,
  ...chatTools,
  ...browserTools,
  ...webTools,
];

export const builtInTools: readonly ToolDefinition[] = deepFreeze(builtInDefinedTools.map((tool) => tool.definition));

export const builtInCatalog = createCatalog(builtInTools);
