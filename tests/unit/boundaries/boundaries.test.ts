import { spawnSync } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// Runs the real .dependency-cruiser.cjs over fixtures/, a tiny tree that breaks each rule once and
// keeps to it elsewhere, so the boundary check in CI cannot pass silently (STYLE.md, habit 7).

const root = path.resolve(__dirname, "../../..");
const fixtures = path.join(__dirname, "fixtures");
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const config = path.join(root, ".dependency-cruiser.cjs");

type Violation = { rule: { name: string }; from: string; to: string };
type CruiseOutput = { summary: { violations: Violation[]; totalCruised: number } };

function depcruiseIn(workingDirectory: string, options: string[]) {
  return spawnSync(depcruise, ["--config", config, ...options], { cwd: workingDirectory, encoding: "utf8" });
}

function cruise(workingDirectory: string, targets: string[]): CruiseOutput {
  const child = depcruiseIn(workingDirectory, ["--output-type", "json", ...targets]);
  if (!child.stdout) throw new Error(`depcruise printed nothing (status ${child.status}):\n${child.stderr}`);
  return JSON.parse(child.stdout) as CruiseOutput;
}

// [rule, from, to]: `to` is a path relative to fixtures/, or a pattern for a package in node_modules.
const expectedViolations: Array<[string, string, string | RegExp]> = [
  ["core-imports-only-core-and-validators", "lib/runtime/leaky-core.ts", "lib/server/db.ts"],
  ["core-imports-only-core-and-validators", "lib/runtime/type-leaky-core.ts", /node_modules\/react\//],
  ["core-no-io-builtins", "lib/runtime/reads-files.ts", "fs"],
  ["client-never-reaches-server", "components/leaky-widget.tsx", "lib/server/db.ts"],
  ["client-never-reaches-server", "components/leaky-widget.tsx", /node_modules\/pg\//],
  ["client-never-reaches-server", "components/prisma-widget.tsx", /node_modules\/@prisma\/client\//],
  ["client-never-reaches-server", "app/runs/runs-client.tsx", /node_modules\/pg-boss\//],
  ["client-never-reaches-server", "app/playground/editor.tsx", "lib/server/db.ts"],
  ["client-never-reaches-server", "app/playground/editor.tsx", /node_modules\/pg\//],
  ["contracts-use-core-types-only", "lib/contracts/leaky-contract.ts", "lib/runtime/clean-core.ts"],
  ["outbound-only-through-egress", "lib/tools/web/direct-request.ts", "https"],
  ["outbound-only-through-egress", "lib/tools/web/direct-request.ts", /node_modules\/undici\//],
  ["no-circular", "lib/models/first-model.ts", "lib/models/second-model.ts"],
  ["no-unresolvable", "lib/tools/missing-import.ts", "@/lib/does-not-exist"],
  // Issue 9, item 1: catalog → offer → admission → execution → results → loop, after the base layer.
  // Allowed in the same tree: loop → execution, execution → admission, admission → ports, lifecycle → ports.
  ["runtime-folders-one-direction", "lib/runtime/execution/planted-execution.ts", "lib/runtime/loop/planted-loop.ts"],
  ["runtime-folders-one-direction", "lib/runtime/results/planted-result.ts", "lib/runtime/loop/planted-loop.ts"],
  ["runtime-folders-one-direction", "lib/runtime/offer/planted-offer.ts", "lib/runtime/admission/planted-admission.ts"],
  ["runtime-folders-one-direction", "lib/runtime/lifecycle/planted-lifecycle.ts", "lib/runtime/offer/planted-offer.ts"],
  // ports/ may name a stage's types (ports/store-port.ts, allowed), never import its values.
  ["runtime-folders-one-direction", "lib/runtime/ports/leaky-port.ts", "lib/runtime/offer/offer-settings.ts"],
  ["settings-import-only-their-rules", "lib/settings/leaky-setting.ts", "lib/server/db.ts"],
  // Issue 17, item 4: the two upward imports stay turned around.
  ["settings-import-only-their-rules", "lib/settings/egress-setting.ts", "lib/egress/egress-fetch.ts"],
  ["components-never-import-app", "components/stray-frame.tsx", "app/frame-providers.tsx"],
  ["runtime-folder-has-a-place", "lib/runtime/admission/planted-admission.ts", "lib/runtime/decisions/stray-decision.ts"],
];

describe("boundary rules (.dependency-cruiser.cjs)", () => {
  let fixtureCruise: CruiseOutput;
  beforeAll(() => {
    fixtureCruise = cruise(fixtures, ["lib", "app", "components"]);
  }, 60_000);

  it("fails the run as CI calls it (plain text output) when a rule is broken", () => {
    const child = depcruiseIn(fixtures, ["lib", "app", "components"]);
    expect(child.stdout).toContain("core-imports-only-core-and-validators");
    expect(child.status).not.toBe(0);
  }, 60_000);

  it.each(expectedViolations)("%s fires for %s → %s", (rule, from, to) => {
    const found = fixtureCruise.summary.violations.filter(
      (violation) =>
        violation.rule.name === rule &&
        violation.from === from &&
        (typeof to === "string" ? violation.to === to : to.test(violation.to)),
    );
    expect(found).toHaveLength(1);
  });

  it("fails the run on a planted import from execution/ or results/ into loop/ (issue 9, Done when)", () => {
    const child = depcruiseIn(fixtures, ["lib/runtime"]);
    expect(child.stdout).toContain("runtime-folders-one-direction: lib/runtime/execution/planted-execution.ts → lib/runtime/loop/planted-loop.ts");
    expect(child.stdout).toContain("runtime-folders-one-direction: lib/runtime/results/planted-result.ts → lib/runtime/loop/planted-loop.ts");
    expect(child.status).not.toBe(0);
  }, 60_000);

  it("lets a later stage import an earlier one (loop → execution)", () => {
    const fromLoop = fixtureCruise.summary.violations.filter((violation) => violation.from.startsWith("lib/runtime/loop/"));
    expect(fromLoop).toEqual([]);
  });

  it("reports nothing else: allowed imports stay allowed", () => {
    expect(fixtureCruise.summary.violations).toHaveLength(expectedViolations.length);
  });

  it("keeps the fixtures out of the real cruise", () => {
    const fromRoot = cruise(root, ["tests/unit/boundaries/fixtures"]);
    expect(fromRoot.summary.totalCruised).toBe(0);
  }, 60_000);
});
