// The built-in tools every part reads: the offer, admission, the reference API and the console page.
// Seed "built-in tools", The tools: listed in the seed table's order, family by family.

import { chatTools } from "@/lib/runtime/catalog/built-in/chat-tools";
import { kpiRoleTools } from "@/lib/runtime/catalog/built-in/kpi-role-tools";
import { memoryTools } from "@/lib/runtime/catalog/built-in/memory-tools";
import { osChatThreadTools } from "@/lib/runtime/catalog/built-in/os-chat-thread-tools";
import { osCompanyStateTools } from "@/lib/runtime/catalog/built-in/os-company-state-tools";
import { osExecutionTools } from "@/lib/runtime/catalog/built-in/os-execution-tools";
import { osKpiTools } from "@/lib/runtime/catalog/built-in/os-kpi-tools";
import { osMailFollowUpTools } from "@/lib/runtime/catalog/built-in/os-mail-follow-up-tools";
import { osMailTools } from "@/lib/runtime/catalog/built-in/os-mail-tools";
import { osPlanningTools } from "@/lib/runtime/catalog/built-in/os-planning-tools";
import { osSelfImprovementTools } from "@/lib/runtime/catalog/built-in/os-self-improvement-tools";
import { createCatalog } from "@/lib/runtime/catalog/create-catalog";
import { deepFreeze } from "@/lib/runtime/catalog/deep-freeze";
import type { ToolDefinition } from "@/lib/runtime/ports/tool-definition";
import { notYetDefined, type DefinedTool } from "../define/define-tool";
import { browserTools } from "../browser/browser-tools";
import { contextTools } from "../os/context-tools";
import { webTools } from "../web/web-tools";
import { workspaceTools } from "../workspace/workspace-tools";

export const builtInDefinedTools: readonly DefinedTool[] = [
  ...workspaceTools,
  ...notYetDefined(memoryTools),
  ...notYetDefined(osExecutionTools),
  ...notYetDefined(osSelfImprovementTools),
  ...notYetDefined(osMailTools),
  ...notYetDefined(osMailFollowUpTools),
  ...notYetDefined(osKpiTools),
  ...notYetDefined(kpiRoleTools),
  ...contextTools,
  ...notYetDefined(osCompanyStateTools),
  ...notYetDefined(osPlanningTools),
  ...notYetDefined(osChatThreadTools),
  ...notYetDefined(chatTools),
  ...browserTools,
  ...webTools,
];

export const builtInTools: readonly ToolDefinition[] = deepFreeze(builtInDefinedTools.map((tool) => tool.definition));

export const builtInCatalog = createCatalog(builtInTools);
