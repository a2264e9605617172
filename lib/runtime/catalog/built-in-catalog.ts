// The built-in tool registry every part reads: the offer, admission, the reference API and the console page.
// Seed "built-in tools", The tools: listed in the seed table's order, family by family.

import { browserTools } from "./built-in/browser-tools";
import { chatTools } from "./built-in/chat-tools";
import { kpiRoleTools } from "./built-in/kpi-role-tools";
import { memoryTools } from "./built-in/memory-tools";
import { osChatThreadTools } from "./built-in/os-chat-thread-tools";
import { osCompanyStateTools } from "./built-in/os-company-state-tools";
import { osContextTools } from "./built-in/os-context-tools";
import { osExecutionTools } from "./built-in/os-execution-tools";
import { osKpiTools } from "./built-in/os-kpi-tools";
import { osMailFollowUpTools } from "./built-in/os-mail-follow-up-tools";
import { osMailTools } from "./built-in/os-mail-tools";
import { osPlanningTools } from "./built-in/os-planning-tools";
import { osSelfImprovementTools } from "./built-in/os-self-improvement-tools";
import { webTools } from "./built-in/web-tools";
import { workspaceTools } from "./built-in/workspace-tools";
import { createCatalog } from "./create-catalog";
import { deepFreeze } from "./deep-freeze";
import type { ToolDefinition } from "./tool-definition";

export const builtInTools: readonly ToolDefinition[] = deepFreeze([
  ...workspaceTools,
  ...memoryTools,
  ...osExecutionTools,
  ...osSelfImprovementTools,
  ...osMailTools,
  ...osMailFollowUpTools,
  ...osKpiTools,
  ...kpiRoleTools,
  ...osContextTools,
  ...osCompanyStateTools,
  ...osPlanningTools,
  ...osChatThreadTools,
  ...chatTools,
  ...browserTools,
  ...webTools,
]);

export const builtInCatalog = createCatalog(builtInTools);
