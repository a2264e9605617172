import { defineConfig } from "vitest/config";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

// Integration files run side by side, each vitest worker on its own copy of the run's migrated database
// and its own Chrome port range (tests/support/test-database.ts has the rules a test must follow). Much of
// their time is waiting (spawned workers, MCP servers, Chrome, sleeps), so more workers than cores pay;
// TEST_INTEGRATION_WORKERS overrides the count (1 runs them one after another, as before).
const integrationWorkers = Number(process.env.TEST_INTEGRATION_WORKERS) || 3;

export default defineConfig({
  resolve: { alias: { "@": root, "server-only": path.join(root, "tests/support/server-only-stub.ts") } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/worker-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: integrationWorkers,
          // Projects with different maxWorkers must not share a group when run in one vitest call.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
