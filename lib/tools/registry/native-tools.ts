// The tools a run offers besides the seed's built-in reference (seed "tools in a run", What a run offers):
// the binding tools (note, record, memory, script, schedule, secret, group_post), the code tools, and the
// run's own tools (ONE-PRODUCT "Offer"). Each definition's `availability` says when a run offers it.

import { deepFreeze } from "@/lib/runtime/catalog/deep-freeze";
import type { ToolDefinition } from "@/lib/runtime/ports/tool-definition";
import { catalogueTools } from "../catalogue/catalogue-tools";
import { codeTools } from "../code/code-tools";
import type { DefinedTool } from "../define/define-tool";
import { groupChatTools } from "../group-chat/group-chat-tools";
import { memoryWriteTools } from "../memory/memory-tools";
import { noteTools } from "../notes/note-tools";
import { recordTools } from "../records/record-tools";
import { resultMemoryTools } from "../results/result-memory-tools";
import { runTools } from "../run/run-tools";
import { scheduleTools } from "../schedule/schedule-tools";
import { scriptTools } from "../script/script-tools";
import { secretTools } from "../secrets/secret-tools";

export const nativeDefinedTools: readonly DefinedTool[] = [
  ...noteTools,
  ...recordTools,
  ...memoryWriteTools,
  ...secretTools,
  ...groupChatTools,
  ...scriptTools,
  ...scheduleTools,
  ...runTools,
  ...resultMemoryTools,
  ...catalogueTools,
  ...codeTools,
];

export const nativeTools: readonly ToolDefinition[] = deepFreeze(nativeDefinedTools.map((tool) => tool.definition));
