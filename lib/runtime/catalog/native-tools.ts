// The tools a run offers besides the seed's built-in reference (seed "tools in a run", What a run offers):
// the binding tools (note, record, memory, script, schedule, secret, group_post), the code tools, and the
// run's own tools (ONE-PRODUCT "Offer"). Each definition's `availability` says when a run offers it.

import { deepFreeze } from "./deep-freeze";
import type { ToolDefinition } from "./tool-definition";
import { groupChatTools } from "./native/group-chat-tools";
import { memoryWriteTools } from "./native/memory-tools";
import { noteTools } from "./native/note-tools";
import { recordTools } from "./native/record-tools";
import { runTools } from "./native/run-tools";
import { resultMemoryTools } from "./native/result-memory-tools";
import { catalogueTools } from "./native/catalogue-tools";
import { codeTools } from "./native/code-tools";
import { scheduleTools } from "./native/schedule-tools";
import { scriptTools } from "./native/script-tools";
import { secretTools } from "./native/secret-tools";

export const nativeTools: readonly ToolDefinition[] = deepFreeze([
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
]);
