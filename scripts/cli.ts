// `npm run tollgate -- user create …` / `token create …` (CONTRACT.md, CLI). The logic is in lib/server/cli.
import "../lib/server/cli/allow-server-only";
import { runCli } from "../lib/server/cli/run-cli";

runCli(process.argv.slice(2)).then((exitCode) => {
  process.exitCode = exitCode;
});
