import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIsCurrent } from "@/lib/server/cli/start/build-if-needed";

let root: string;

/** Writes a file and dates it, and its folders up to the root, `secondsAgo`. */
function file(relative: string, secondsAgo: number): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, "x");
  const time = new Date(Date.now() - secondsAgo * 1000);
  for (let entry = full; entry !== root; entry = path.dirname(entry)) utimesSync(entry, time, time);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "tollgate-build-"));
  file("app/page.tsx", 100);
  file("lib/server/thing.ts", 100);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("buildIsCurrent", () => {
  it("is false without a build", () => {
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("is true when the build is newer than every source", () => {
    file(".next/BUILD_ID", 10);
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("is false when a file under app/, components/ or lib/ changed after the build", () => {
    file(".next/BUILD_ID", 10);
    file("components/ui/button.tsx", 1);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("ignores the DMMF JSON the schema-drift test regenerates", () => {
    file(".next/BUILD_ID", 10);
    file("lib/generated/dmmf/dmmf.json", 1);
    const old = new Date(Date.now() - 100_000);
    for (const folder of ["lib", "lib/generated"]) utimesSync(path.join(root, folder), old, old);
    expect(buildIsCurrent(root)).toBe(true);
  });
});
