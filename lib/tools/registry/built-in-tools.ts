// The built-in tools every part reads: the offer, admission, the reference API and the console page.
// Seed "built-in tools", The tools: listed in the seed table's order, family by family.

import { createCatalog } from "@/lib/runtime/catalog/create-catalog";
import { deepFreeze } from "@/lib/runtime/catalog/deep-freeze";
import type { ToolDefinition } from "@/lib/runtime/ports/tool-definition";
import { browserTools } from "../browser/browser-tools";
import type { DefinedTool } from "../define/define-tool";
import { memoryTools } from "../memory/memory-tools";
import { chatThreadTools } from "../os/chat-thread-tools";
import { chatTools } from "../os/chat-tools";
import { companyStateTools } from "../os/company-state-tools";
import { contextTools } from "../os/context-tools";
import { executionTools } from "../os/execution-tools";
import { kpiRoleTools } from "../os/kpi-role-tools";
import { kpiTools } from "../os/kpi-tools";
import { mailFollowUpTools } from "../os/mail-follow-up-tools";
import { mailTools } from "../os/mail-tools";
import { planningTools } from "../os/planning-tools";
import { selfImprovementTools } from "../os/self-improvement-tools";
import { webTools } from "../web/web-tools";
import { workspaceTools } from "../workspace/workspace-tools";

export const builtInDefinedTools: readonly DefinedTool[] = [
  ...workspaceTools,
  ...memoryTools,
  ...executionTools,
  ...selfImprovementTools,
  ...mailTools,
  ...mailFollowUpTools,
  ...kpiTools,
  ...kpiRoleTools,
  ...contextTools,
  ...companyStateTools,
  ...planningTools,
  ...chatThreadTools,
  ...chatTools,
  ...browserTools,
  ...webTools,
];

export const builtInTools: readonly ToolDefinition[] = deepFreeze(builtInDefinedTools.map((tool) => tool.definition));

export const builtInCatalog = createCatalog(builtInTools);
