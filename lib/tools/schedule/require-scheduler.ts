// The schedule tools act on the queue; a registry built without one (a unit test, a tool listing) has no
// schedule to keep, and says so rather than storing a schedule that would never fire.

import type { ToolDependencies } from "../tool-dependencies";
import type { Scheduler } from "./scheduler";

export function requireScheduler(dependencies: ToolDependencies): Scheduler {
  if (dependencies.scheduler === undefined) throw new Error("schedules are not available here: this process has no queue to keep them in");
  return dependencies.scheduler;
}
