import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { includingDeleted, live, SOFT_DELETED_MODELS } from "@/lib/server/database/soft-delete";

// Issue 17, item 4: the soft-delete filter lives in lib/server/database/soft-delete.ts, and every Prisma
// read of a soft-deleted model says `live(...)` or `includingDeleted(...)`: a read that says neither fails here.
// lib/tools and lib/runtime are rewritten by other hands in issue 17 and are not scanned yet.

const root = path.resolve(__dirname, "../../..");
const SCANNED = ["lib/server", "lib/models", "lib/connectors", "lib/egress", "lib/sandbox", "app", "scripts"];
const READS = "findFirst|findFirstOrThrow|findMany|findUnique|findUniqueOrThrow|count|aggregate|groupBy|updateMany";
const CALL = new RegExp(`\\.(${SOFT_DELETED_MODELS.join("|")})\\s*\\.\\s*(${READS})\\s*\\(`, "g");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) return entry === "generated" || entry === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry) ? [full] : [];
  });
}

/** The text between a call's opening parenthesis (at `start`) and its matching close. */
function argumentText(text: string, start: number): string {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === "(") depth += 1;
    if (text[index] === ")" && (depth -= 1) === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

/** Every read of a soft-deleted model in `text` that says neither live(...) nor includingDeleted(...). */
function unsaidReads(text: string): string[] {
  return [...text.matchAll(CALL)]
    .map((match) => ({ call: `${match[1]}.${match[2]}`, argument: argumentText(text, (match.index ?? 0) + match[0].length - 1) }))
    .filter(({ argument }) => !/\b(live|includingDeleted)\(/.test(argument))
    .map(({ call, argument }) => `${call}${argument.replace(/\s+/g, " ").slice(0, 120)}`);
}

describe("the soft-delete filter in one place", () => {
  it("live() adds the filter and includingDeleted() leaves the where as it is", () => {
    expect(live({ id: "a" })).toEqual({ id: "a", deletedAt: null });
    expect(includingDeleted({ id: "a" })).toEqual({ id: "a" });
  });

  it("catches a read that forgot to say which rows it wants", () => {
    expect(unsaidReads("await database.agent.findMany({ where: { organisationId } })")).toHaveLength(1);
    expect(unsaidReads("await tx.user\n  .findFirst({ where: live({ id }) })")).toEqual([]);
  });

  it("every read of an Agent, Task or User in the scanned folders says live(...) or includingDeleted(...)", () => {
    const offenders = SCANNED.flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) => unsaidReads(readFileSync(file, "utf8")).map((read) => `${path.relative(root, file)}: ${read}`));
    expect(offenders).toEqual([]);
  });
});
