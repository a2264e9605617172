// The tools a run offers besides the seed's built-in reference (seed "tools in a run", What a run offers):
// the binding tools (note, record, memory, script, schedule, secret, group_post), the code tools, and the
// run's own tools (ONE-PRODUCT "Offer"). Each definition's `availability` says when a run offers it.

import { deepFreeze } from "./deep-freeze";
import type { ToolDefinition } from "./tool-definition";

export const nativeTools: readonly ToolDefinition[] = deepFreeze([]);
