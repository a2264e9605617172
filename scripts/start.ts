// `npm start` (and `npm run dev` = `--dev`). The launcher's parts are in lib/server/cli/start.
import "../lib/server/cli/allow-server-only";
import { relaunchInOwnProcessGroup } from "../lib/server/cli/start/own-process-group";
import { log, startTollgate } from "../lib/server/cli/start/start-tollgate";

(relaunchInOwnProcessGroup() ?? startTollgate(process.argv.slice(2))).then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    log(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
