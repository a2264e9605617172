// The built-in tools every part reads: the offer, admission, the reference API and the console page.
// Seed "built-in tools", The tools: listed in the seed table's order, family by family.

import { browserTools } from "@/lib/runtime/catalog/built-in/browser-tools";
import { chatTools } from "@/lib/runtime/catalog/built-in/chat-tools";
import { kpiRoleTools } from "@/lib/runtime/catalog/built-in/kpi-role-tools";
import { osChatThreadTools } from "@/lib/runtime/catalog/built-in/os-chat-thread-tools";
import { osKpiTools } from "@/lib/runtime/catalog/built-in/os-kpi-tools";
import { osMailFollowUpTools } from "@/lib/runtime/catalog/built-in/os-mail-follow-up-tools";
import { osMailTools } from "@/lib/runtime/catalog/built-in/os-mail-tools";
import { osSelfImprovementTools } from "@/lib/runtime/catalog/built-in/os-self-improvement-tools";
import { webTools } from "@/lib/runtime/catalog/built-in/web-tools";
import { workspaceTools } from "@/lib/runtime/catalog/built-in/workspace-tools";
import { createCatalog } from "@/lib/runtime/catalog/create-catalog";
import { deepFreeze } from "@/lib/runtime/catalog/deep-freeze";
import type { ToolDefinition } from "@/lib/runtime/ports/tool-definition";
import { notYetDefined, type DefinedTool } from "../define/define-tool";
import { memoryTools } from "../memory/memory-tools";
import { companyStateTools } from "../os/company-state-tools";
import { contextTools } from "../os/context-tools";
import { executionTools } from "../os/execution-tools";
import { planningTools } from "../os/planning-tools";

export const builtInDefinedTools: readonly DefinedTool[] = [
  ...notYetDefined(workspaceTools),
  ...memoryTools,
  ...executionTools,
  ...notYetDefined(osSelfImprovementTools),
  ...notYetDefined(osMailTools),
  ...notYetDefined(osMailFollowUpTools),
  ...notYetDefined(osKpiTools),
  ...notYetDefined(kpiRoleTools),
  ...contextTools,
  ...companyStateTools,
  ...planningTools,
  ...notYetDefined(osChatThreadTools),
  ...notYetDefined(chatTools),
  ...notYetDefined(browserTools),
  ...notYetDefined(webTools),
];

export const builtInTools: readonly ToolDefinition[] = deepFreeze(builtInDefinedTools.map((tool) => tool.definition));

export const builtInCatalog = createCatalog(builtInTools);
