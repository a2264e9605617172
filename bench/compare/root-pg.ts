// The product's `pg` (the root node_modules), the copy Prisma's adapter and pg-boss load. This folder's
// own node_modules has another copy (a dependency of PostgresSaver); a plain `import "pg"` here would
// resolve to it, and a meter on it would see none of Tollgate's statements.

import { createRequire } from "node:module";
import path from "node:path";

const requireFromRoot = createRequire(path.resolve(__dirname, "../../package.json"));
const requireFromHere = createRequire(__filename);

export const rootPg = requireFromRoot("pg") as typeof import("pg");

/** Every distinct copy of pg this process may load, so a meter can cover them all. */
export function pgCopies(): (typeof import("pg"))[] {
  const local = requireFromHere("pg") as typeof import("pg");
  return local.Client === rootPg.Client ? [rootPg] : [rootPg, local];
}
