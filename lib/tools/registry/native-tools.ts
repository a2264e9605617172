// The tools a run offers besides the seed's built-in reference (seed "tools in a run", What a run offers):
// the binding tools (note, record, memory, script, schedule, secret, group_post), the code tools, and the
// run's own tools (ONE-PRODUCT "Offer"). Each definition's `availability` says when a run offers it.

import { catalogueTools } from "@/lib/runtime/catalog/native/catalogue-tools";
import { groupChatTools } from "@/lib/runtime/catalog/native/group-chat-tools";
import { noteTools } from "@/lib/runtime/catalog/native/note-tools";
import { recordTools } from "@/lib/runtime/catalog/native/record-tools";
import { resultMemoryTools } from "@/lib/runtime/catalog/native/result-memory-tools";
import { runTools } from "@/lib/runtime/catalog/native/run-tools";
import { scheduleTools } from "@/lib/runtime/catalog/native/schedule-tools";
import { scriptTools } from "@/lib/runtime/catalog/native/script-tools";
import { secretTools } from "@/lib/runtime/catalog/native/secret-tools";
import { deepFreeze } from "@/lib/runtime/catalog/deep-freeze";
import type { ToolDefinition } from "@/lib/runtime/ports/tool-definition";
import { codeTools } from "../code/code-tools";
import { notYetDefined, type DefinedTool } from "../define/define-tool";
import { memoryWriteTools } from "../memory/memory-tools";

export const nativeDefinedTools: readonly DefinedTool[] = [
  ...notYetDefined(noteTools),
  ...notYetDefined(recordTools),
  ...memoryWriteTools,
  ...notYetDefined(secretTools),
  ...notYetDefined(groupChatTools),
  ...notYetDefined(scriptTools),
  ...notYetDefined(scheduleTools),
  ...notYetDefined(runTools),
  ...notYetDefined(resultMemoryTools),
  ...notYetDefined(catalogueTools),
  ...codeTools,
];

export const nativeTools: readonly ToolDefinition[] = deepFreeze(nativeDefinedTools.map((tool) => tool.definition));
