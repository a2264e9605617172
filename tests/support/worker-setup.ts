import { prepareWorkerDatabase, workerBrowserBasePort } from "./test-database";

// setupFiles of the integration project: runs in each test file's worker process before the file. Points
// DATABASE_URL (db(), pg-boss, spawned workers and CLIs) at this worker's own copy of the run's template
// database, and gives the worker a range of Chrome DevTools ports of its own (tests/support/test-database.ts).

process.env.DATABASE_URL = await prepareWorkerDatabase();
process.env.TOLLGATE_BROWSER_BASE_PORT = String(workerBrowserBasePort());
