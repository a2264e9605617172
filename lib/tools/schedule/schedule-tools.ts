// Seed "tools in a run", What a run offers: the schedule binding — the six schedule tools, offered when
// the run is a direct or group-chat run, not a schedule run. A schedule belongs to the agent; each firing
// starts a `schedule` run with the task, model and acting user of the run that created it.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { createSchedule, MAX_SCHEDULES_PER_AGENT } from "./create-schedule";
import { deleteSchedule } from "./delete-schedule";
import { getSchedule } from "./get-schedule";
import { listSchedules } from "./list-schedules";
import { runScheduleNow } from "./run-schedule-now";
import { updateSchedule } from "./update-schedule";

const schedules = {
  family: "Schedules",
  page: "Native tools",
  gate: "task",
  runCallable: true,
  availability: { kind: "binding", binding: "schedule", runKinds: ["direct", "group_chat"] },
} as const;

export const MAX_SCHEDULE_INPUT_LENGTH = 20_000;

const scheduleId = z.string().min(1).max(100).describe("The schedule's id, as schedule_create or schedule_list gave it.");

const cron = z
  .string()
  .min(9)
  .max(120)
  .describe("A cron expression of five fields: minute hour day-of-month month day-of-week, e.g. `0 9 * * 1-5` (09:00 on weekdays).");

const timezone = z.string().min(1).max(64).describe("The IANA time zone the cron is read in, e.g. `Europe/Paris`; UTC when omitted.");

const runInput = z
  .string()
  .min(1)
  .max(MAX_SCHEDULE_INPUT_LENGTH)
  .describe("What each scheduled run is asked to do: the input of the run, as a person would write it.");

// Seed "tool rules", Untrusted output: another agent's id and a made-up one get the same answer.
const scheduleNotFound = toolError("schedule_not_found", "This agent has no schedule with that id.");
const cronInvalid = toolError("schedule_cron_invalid", "The cron is not five valid fields.");
const timezoneInvalid = toolError("schedule_timezone_invalid", "The time zone is not an IANA time zone.");
// Issue 8, item 13: a schedule's runs act as the user who created it.
const notPermitted = toolError("not_permitted", "The schedule was created by another user: only that user or an admin may change, delete or run it.");

export const scheduleListTool = defineTool({
  ...schedules,
  name: "schedule_list",
  description: "List your schedules, oldest first: each one's id, name, cron, time zone, whether it is enabled, when it next fires and its last run.",
  access: "read",
  retry: "safe",
  input: z.strictObject({}),
  errors: withCallErrors(),
  execute: listSchedules,
});

export const scheduleGetTool = defineTool({
  ...schedules,
  name: "schedule_get",
  description: "Read one of your schedules by id: its cron, time zone, input, whether it is enabled, when it next fires and its last run.",
  access: "read",
  retry: "safe",
  input: z.strictObject({ id: scheduleId }),
  errors: withCallErrors(scheduleNotFound),
  execute: getSchedule,
});

export const scheduleCreateTool = defineTool({
  ...schedules,
  name: "schedule_create",
  description:
    "Create a schedule that starts a run of this agent at each time the cron names, with `input` as the run's input. " +
    "Each scheduled run keeps this run's task, model and acting user, and cannot itself create schedules. Returns the schedule's id.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    name: z.string().min(1).max(200).describe("A short name for people reading the schedule, e.g. `Weekday digest`."),
    cron,
    timezone: timezone.optional(),
    input: runInput,
  }),
  errors: withCallErrors(
    cronInvalid,
    timezoneInvalid,
    toolError("schedule_limit_reached", `The agent already has ${MAX_SCHEDULES_PER_AGENT} schedules; delete one first.`),
  ),
  execute: createSchedule,
});

export const scheduleUpdateTool = defineTool({
  ...schedules,
  name: "schedule_update",
  description:
    "Change one of your schedules: its cron, time zone, input, or whether it is enabled (a disabled schedule starts " +
    "nothing until enabled again). Only the fields given change; the same change again changes nothing. " +
    "A schedule runs as the user who created it, so only that user or an admin may change it.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    id: scheduleId,
    cron: cron.optional(),
    timezone: timezone.optional(),
    input: runInput.optional(),
    enabled: z.boolean().describe("false pauses the schedule, true resumes it.").optional(),
  }),
  errors: withCallErrors(scheduleNotFound, notPermitted, cronInvalid, timezoneInvalid),
  execute: updateSchedule,
});

export const scheduleDeleteTool = defineTool({
  ...schedules,
  name: "schedule_delete",
  description:
    "Delete one of your schedules by id; it starts nothing more. Deleting a schedule that is already gone changes nothing. " +
    "Only the user who created it or an admin may delete it.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({ id: scheduleId }),
  errors: withCallErrors(notPermitted),
  execute: deleteSchedule,
});

export const scheduleRunNowTool = defineTool({
  ...schedules,
  name: "schedule_run_now",
  description:
    "Start one run of a schedule now, as if it fired (also when it is disabled); its time table is unchanged. " +
    "Returns the id of the run, which is queued and runs on its own. The run acts as the user who created the schedule, " +
    "so only that user or an admin may start it.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({ id: scheduleId }),
  errors: withCallErrors(
    scheduleNotFound,
    notPermitted,
    toolError("schedule_run_refused", "The schedule's run could not be started, e.g. its acting user or task no longer exists."),
  ),
  execute: runScheduleNow,
});

export const scheduleTools = [scheduleListTool, scheduleGetTool, scheduleCreateTool, scheduleUpdateTool, scheduleDeleteTool, scheduleRunNowTool];
