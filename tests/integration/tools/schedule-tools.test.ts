import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBoss } from "@/lib/server/queue/boss";
import { ensureScheduleQueue, scheduleQueueName } from "@/lib/server/queue/schedule-queue";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { createPgBossScheduler } from "@/lib/server/schedules/pg-boss-scheduler";
import { createHandlerRegistry } from "@/lib/tools/handler-registry";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";
import { contextFor, createRunRow, fixedNow, toolDependencies } from "./tool-test-setup";

// The schedule tools against real PostgreSQL and real pg-boss: each schedule is a pg-boss schedule keyed by
// its id; a firing or schedule_run_now starts a `schedule` run that a worker completes; a disabled or
// deleted schedule starts nothing; another agent's ids are answered as made-up ones (seed "tool rules").

const prisma = testPrisma();
let boss: PgBoss;
let worker: RunningWorker;
let fixture: OrganisationFixture;
let teammate: OrganisationFixture;
let stranger: OrganisationFixture;
let creatingRunId: string;

beforeAll(async () => {
  boss = await startBoss("sender", testDatabaseUrl());
  await ensureScheduleQueue(boss);
  worker = await startWorker(prisma, testDatabaseUrl());
  fixture = await createOrganisationFixture(prisma);
  const agent = await prisma.agent.create({ data: { organisationId: fixture.organisationId, name: "Teammate", bindings: { schedule: true } } });
  teammate = { ...fixture, agentId: agent.id };
  stranger = await createOrganisationFixture(prisma);
  const { runId } = await createRunRow(prisma, fixture, null);
  await prisma.run.update({ where: { id: runId }, data: { model: { provider: "scripted", script: [{ text: "Scheduled hello." }] } } });
  creatingRunId = runId;
});

afterAll(async () => {
  await worker?.stop();
  await boss?.stop({ graceful: false });
});

async function call(owner: OrganisationFixture, tool: string, input: Record<string, unknown>, runId: string | null = creatingRunId): Promise<string> {
  const registry = createHandlerRegistry({ ...toolDependencies(prisma), scheduler: createPgBossScheduler(prisma, async () => boss) });
  const output = await registry.get(tool)!({ ...contextFor(owner, { taskId: null, runId }), tool }, input);
  return typeof output === "string" ? output : output.text;
}
const callJson = async (owner: OrganisationFixture, tool: string, input: Record<string, unknown>) => JSON.parse(await call(owner, tool, input));
const failureOf = (promise: Promise<unknown>) => promise.then(() => expect.fail("the call should fail"), (error: Error) => error.message);

const bossSchedules = async (id: string) => (await boss.getSchedules(scheduleQueueName, id)).map((entry) => ({ cron: entry.cron, timezone: entry.timezone, data: entry.data }));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** A firing exactly as pg-boss sends it at a time the cron names, awaited until a worker has handled it. */
async function fire(scheduleId: string): Promise<void> {
  const jobId = await boss.send(scheduleQueueName, { scheduleId });
  await waitFor(() => boss.findJobs(scheduleQueueName, { id: jobId! }), (jobs) => jobs[0]?.state === "completed", `job ${jobId}`);
}

let scheduleId: string;

describe("schedule_create", () => {
  it("stores the run's task, model and acting user, and keeps a pg-boss schedule under the schedule's id", async () => {
    const created = await callJson(fixture, "schedule_create", { name: "Morning digest", cron: "0 9 * * 1-5", timezone: "Europe/Paris", input: "Write the digest." });
    scheduleId = created.id;
    expect(created).toEqual({
      id: expect.any(String),
      name: "Morning digest",
      cron: "0 9 * * 1-5",
      timezone: "Europe/Paris",
      enabled: true,
      nextFireAt: "2026-12-02T08:00:00.000Z",
      lastRunId: null,
      lastFiredAt: null,
      input: "Write the digest.",
      createdAt: fixedNow.toISOString(),
    });
    const row = await prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId } });
    expect(row).toMatchObject({ agentId: fixture.agentId, createdByRunId: creatingRunId, taskId: null, actingUserId: fixture.editor.userId });
    expect(row.model).toEqual({ provider: "scripted", script: [{ text: "Scheduled hello." }] });
    expect(await bossSchedules(scheduleId)).toEqual([{ cron: "0 9 * * 1-5", timezone: "Europe/Paris", data: { scheduleId } }]);
  });

  it.each([
    [{ cron: "* * * * * *" }, /^schedule_cron_invalid: "\* \* \* \* \* \*" has 6 fields/],
    [{ cron: "0 25 * * *" }, /^schedule_cron_invalid: "0 25 \* \* \*" is not a valid cron expression/],
    [{ cron: "0 9 * * *", timezone: "Mars/Olympus" }, /^schedule_timezone_invalid: "Mars\/Olympus" is not an IANA time zone/],
  ])("refuses %j, storing nothing", async (fields, message) => {
    const before = await prisma.schedule.count({ where: { agentId: fixture.agentId } });
    expect(await failureOf(call(fixture, "schedule_create", { name: "Bad", input: "x", ...fields }))).toMatch(message);
    expect(await prisma.schedule.count({ where: { agentId: fixture.agentId } })).toBe(before);
  });

  it("needs a run: the playground has none to inherit a model from", async () => {
    expect(await failureOf(call(fixture, "schedule_create", { name: "x", cron: "0 9 * * *", input: "x" }, null))).toBe("run_required: schedule_create needs a run: a playground call has no run to act on");
  });
});

describe("schedule_list / schedule_get", () => {
  it("lists the agent's schedules and reads one, input included", async () => {
    const listed = await callJson(fixture, "schedule_list", {});
    expect(listed.schedules.map((schedule: { id: string }) => schedule.id)).toEqual([scheduleId]);
    expect(listed.schedules[0]).not.toHaveProperty("input");
    expect(await callJson(fixture, "schedule_get", { id: scheduleId })).toMatchObject({ id: scheduleId, input: "Write the digest." });
    expect(await call(teammate, "schedule_list", {})).toBe("You have no schedules yet: create one with schedule_create.");
  });
});

describe("running a schedule", () => {
  it("schedule_run_now starts a schedule run that a worker completes, and records it as the last run", async () => {
    const started = await callJson(fixture, "schedule_run_now", { id: scheduleId });
    expect(started).toEqual({ scheduleId, runId: expect.any(String), status: "queued" });
    expect(await waitForRunStatus(prisma, started.runId, ["succeeded", "failed"])).toBe("succeeded");
    const run = await prisma.run.findUniqueOrThrow({ where: { id: started.runId } });
    expect(run).toMatchObject({ kind: "schedule", input: "Write the digest.", output: "Scheduled hello.", agentId: fixture.agentId, actingUserId: fixture.editor.userId });
    expect((await prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId } })).lastRunId).toBe(started.runId);
  });

  it("a firing of the pg-boss schedule starts a schedule run through the worker", async () => {
    const before = (await prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId } })).lastRunId;
    await fire(scheduleId);
    const { lastRunId, lastFiredAt } = await prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId } });
    expect(lastRunId).not.toBe(before);
    expect(lastFiredAt).not.toBeNull();
    expect(await waitForRunStatus(prisma, lastRunId!, ["succeeded", "failed"])).toBe("succeeded");
    expect((await prisma.run.findUniqueOrThrow({ where: { id: lastRunId! } })).kind).toBe("schedule");
  });
});

describe("schedule_update", () => {
  it("disabling unschedules it, and its stale firing starts nothing; enabling schedules it again", async () => {
    expect(await callJson(fixture, "schedule_update", { id: scheduleId, enabled: false })).toMatchObject({ enabled: false, nextFireAt: null });
    expect(await bossSchedules(scheduleId)).toEqual([]);
    const runsBefore = await prisma.run.count({ where: { agentId: fixture.agentId } });
    await fire(scheduleId);
    expect(await prisma.run.count({ where: { agentId: fixture.agentId } })).toBe(runsBefore);

    expect(await callJson(fixture, "schedule_update", { id: scheduleId, enabled: true, cron: "30 7 * * *" })).toMatchObject({ enabled: true, cron: "30 7 * * *" });
    expect(await bossSchedules(scheduleId)).toEqual([{ cron: "30 7 * * *", timezone: "Europe/Paris", data: { scheduleId } }]);
  });

  it("changes only the fields given, and the same change again leaves the same schedule", async () => {
    const once = await callJson(fixture, "schedule_update", { id: scheduleId, input: "Write the short digest." });
    const twice = await callJson(fixture, "schedule_update", { id: scheduleId, input: "Write the short digest." });
    expect(twice).toEqual(once);
    expect(once).toMatchObject({ cron: "30 7 * * *", timezone: "Europe/Paris", input: "Write the short digest.", enabled: true });
  });
});

describe("another agent's schedule", () => {
  it("is answered exactly as a made-up id, and left untouched", async () => {
    const seen = (message: string, id: string) => message.replaceAll(id, "<id>");
    const madeUp = "4b8c1f1e-0000-4000-8000-000000000000";
    for (const tool of ["schedule_get", "schedule_update", "schedule_run_now"]) {
      const expected = seen(await failureOf(call(fixture, tool, { id: madeUp })), madeUp);
      expect(expected).toBe('schedule_not_found: you have no schedule with the id "<id>"; schedule_list shows yours.');
      // `enabled` only where the tool's schema has it: a handler receives its input parsed (issue 17, item 1).
      const input = tool === "schedule_update" ? { id: scheduleId, enabled: false } : { id: scheduleId };
      for (const owner of [teammate, stranger]) expect(seen(await failureOf(call(owner, tool, input)), scheduleId)).toBe(expected);
    }
    const deleteExpected = seen(await call(fixture, "schedule_delete", { id: madeUp }), madeUp);
    for (const owner of [teammate, stranger]) expect(seen(await call(owner, "schedule_delete", { id: scheduleId }), scheduleId)).toBe(deleteExpected);
    expect(await prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId } })).toMatchObject({ enabled: true });
    expect(await bossSchedules(scheduleId)).toHaveLength(1);
  });
});

describe("another user's schedule of the same agent (issue 8, item 13: a schedule acts as its creator)", () => {
  async function callAs(user: { actingUserId: string | null; actingUserRoles: string[] }, tool: string, input: Record<string, unknown>): Promise<string> {
    const registry = createHandlerRegistry({ ...toolDependencies(prisma), scheduler: createPgBossScheduler(prisma, async () => boss) });
    const output = await registry.get(tool)!({ ...contextFor(fixture, { taskId: null, runId: creatingRunId, ...user }), tool }, input);
    return typeof output === "string" ? output : output.text;
  }

  it("refuses another editor's update, run and delete with not_permitted, and changes nothing", async () => {
    const colleague = await prisma.user.create({ data: { organisationId: fixture.organisationId, email: `colleague-${Date.now()}@test.local`, roles: ["editor"] } });
    const asColleague = { actingUserId: colleague.id, actingUserRoles: ["editor"] };
    const before = await prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId } });
    const runsBefore = await prisma.run.count({ where: { agentId: fixture.agentId } });
    const refusal = `not_permitted: the schedule "${scheduleId}" acts as the user who created it, so only that user or an admin may change, delete or run it; the user who started this run is neither, so nothing was done`;
    for (const [tool, input] of [
      ["schedule_update", { id: scheduleId, input: "Do something else.", enabled: false }],
      ["schedule_run_now", { id: scheduleId }],
      ["schedule_delete", { id: scheduleId }],
    ] as const) {
      expect(await failureOf(callAs(asColleague, tool, input))).toBe(refusal);
    }
    expect(await prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId } })).toEqual(before);
    expect(await prisma.run.count({ where: { agentId: fixture.agentId } })).toBe(runsBefore);
    expect(await bossSchedules(scheduleId)).toHaveLength(1);
    // Reading stays open to every run of the agent: the input is the input of each run it starts, which
    // every user who may read runs reads anyway.
    expect(JSON.parse(await callAs(asColleague, "schedule_get", { id: scheduleId }))).toMatchObject({ id: scheduleId });
  });

  it("a run whose user was deleted changes nothing (fails closed); an admin may change it, and it still acts as its creator", async () => {
    expect(await failureOf(callAs({ actingUserId: null, actingUserRoles: [] }, "schedule_update", { id: scheduleId, enabled: false }))).toMatch(/^user_context_missing: schedule_update changes the schedule/);
    const admin = await prisma.user.create({ data: { organisationId: fixture.organisationId, email: `admin-${Date.now()}@test.local`, roles: ["admin"] } });
    const updated = JSON.parse(await callAs({ actingUserId: admin.id, actingUserRoles: ["admin"] }, "schedule_update", { id: scheduleId, input: "Write the admin-approved digest." }));
    expect(updated).toMatchObject({ id: scheduleId, input: "Write the admin-approved digest." });
    expect((await prisma.schedule.findUniqueOrThrow({ where: { id: scheduleId } })).actingUserId).toBe(fixture.editor.userId);
  });
});

describe("schedule_delete", () => {
  it("removes the row and the pg-boss schedule; a stale firing starts nothing; deleting again changes nothing", async () => {
    expect(await call(fixture, "schedule_delete", { id: scheduleId })).toBe(`Deleted the schedule "${scheduleId}"; it starts nothing more.`);
    expect(await prisma.schedule.count({ where: { id: scheduleId } })).toBe(0);
    expect(await bossSchedules(scheduleId)).toEqual([]);
    const runsBefore = await prisma.run.count({ where: { agentId: fixture.agentId } });
    await fire(scheduleId);
    expect(await prisma.run.count({ where: { agentId: fixture.agentId } })).toBe(runsBefore);
    expect(await call(fixture, "schedule_delete", { id: scheduleId })).toBe(`You had no schedule with the id "${scheduleId}"; nothing changed.`);
  });
});
