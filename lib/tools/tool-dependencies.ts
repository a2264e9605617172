// What built-in handlers need from the world, given once when the registry is built.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Settings } from "@/lib/settings/environment-schema";
import type { EgressFetch } from "@/lib/egress/egress-fetch";
import type { Catalog } from "@/lib/runtime/ports";
import type { Scheduler } from "./schedule/scheduler";
import type { VendorToolCaller } from "./connector/vendor-tool-caller";
import type { MediaStore } from "./browser/media-store";

export type ToolDependencies = {
  db: PrismaClient;
  catalog: Catalog;
  now(): Date;
  /**
   * The product's settings (issue 17, item 4: passed in, never read from the environment by a handler).
   * Asked at each call, so a changed setting (an egress allow-list) takes effect at the next one.
   */
  settings(): Settings;
  /** pg-boss behind the schedule tools; absent where no queue is wired (they then refuse to act). */
  scheduler?: Scheduler;
  /** Connectors' vendor tools (issue 10); absent where no connector can be reached (vendor tools then go unanswered). */
  vendorTools?: VendorToolCaller;
  /** The web tools' outbound fetch; absent, they use the egress policy of `settings()` (a test passes its own). */
  egressFetch?: EgressFetch;
  /** Stored media (a browser screenshot); absent where none can be stored (browser.screenshot then refuses). */
  media?: MediaStore;
  /**
   * The tools a handler answers (the reference's status); the handler registry gives it, being the one that
   * knows, so that os.list_built_in_tools reads it without importing the registry that lists it.
   */
  implementedTools?: ReadonlySet<string>;
};
