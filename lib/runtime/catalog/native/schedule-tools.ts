// Seed "tools in a run", What a run offers: the schedule binding — the six schedule tools, offered when
// the run is a direct or group-chat run, not a schedule run. A schedule belongs to the agent; each firing
// starts a `schedule` run with the task, model and acting user of the run that created it.

import { toolError, withCallErrors } from "../call-errors";
import { NO_INPUT, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const schedules = {
  family: "Schedules",
  page: "Native tools",
  gate: "task",
  runCallable: true,
  availability: { kind: "binding", binding: "schedule", runKinds: ["direct", "group_chat"] },
} as const;

export const MAX_SCHEDULES_PER_AGENT = 50;
export const MAX_SCHEDULE_INPUT_LENGTH = 20_000;

const scheduleId = { type: "string", minLength: 1, maxLength: 100, description: "The schedule's id, as schedule_create or schedule_list gave it." };

const cron = {
  type: "string",
  minLength: 9,
  maxLength: 120,
  description: "A cron expression of five fields: minute hour day-of-month month day-of-week, e.g. `0 9 * * 1-5` (09:00 on weekdays).",
};

const timezone = {
  type: "string",
  minLength: 1,
  maxLength: 64,
  description: "The IANA time zone the cron is read in, e.g. `Europe/Paris`; UTC when omitted.",
};

const input = {
  type: "string",
  minLength: 1,
  maxLength: MAX_SCHEDULE_INPUT_LENGTH,
  description: "What each scheduled run is asked to do: the input of the run, as a person would write it.",
};

// Seed "tool rules", Untrusted output: another agent's id and a made-up one get the same answer.
const scheduleNotFound = toolError("schedule_not_found", "This agent has no schedule with that id.");
const cronInvalid = toolError("schedule_cron_invalid", "The cron is not five valid fields.");
const timezoneInvalid = toolError("schedule_timezone_invalid", "The time zone is not an IANA time zone.");
// Issue 8, item 13: a schedule's runs act as the user who created it.
const notPermitted = toolError("not_permitted", "The schedule was created by another user: only that user or an admin may change, delete or run it.");

export const scheduleTools: readonly ToolDefinition[] = [
  {
    ...schedules,
    name: "schedule_list",
    description: "List your schedules, oldest first: each one's id, name, cron, time zone, whether it is enabled, when it next fires and its last run.",
    access: "read",
    retry: "safe",
    inputSchema: NO_INPUT,
    errors: withCallErrors(),
  },
  {
    ...schedules,
    name: "schedule_get",
    description: "Read one of your schedules by id: its cron, time zone, input, whether it is enabled, when it next fires and its last run.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({ id: scheduleId }, ["id"]),
    errors: withCallErrors(scheduleNotFound),
  },
  {
    ...schedules,
    name: "schedule_create",
    description:
      "Create a schedule that starts a run of this agent at each time the cron names, with `input` as the run's input. " +
      "Each scheduled run keeps this run's task, model and acting user, and cannot itself create schedules. Returns the schedule's id.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        name: { type: "string", minLength: 1, maxLength: 200, description: "A short name for people reading the schedule, e.g. `Weekday digest`." },
        cron,
        timezone,
        input,
      },
      ["name", "cron", "input"],
    ),
    errors: withCallErrors(
      cronInvalid,
      timezoneInvalid,
      toolError("schedule_limit_reached", `The agent already has ${MAX_SCHEDULES_PER_AGENT} schedules; delete one first.`),
    ),
  },
  {
    ...schedules,
    name: "schedule_update",
    description:
      "Change one of your schedules: its cron, time zone, input, or whether it is enabled (a disabled schedule starts " +
      "nothing until enabled again). Only the fields given change; the same change again changes nothing. " +
      "A schedule runs as the user who created it, so only that user or an admin may change it.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        id: scheduleId,
        cron,
        timezone,
        input,
        enabled: { type: "boolean", description: "false pauses the schedule, true resumes it." },
      },
      ["id"],
    ),
    errors: withCallErrors(scheduleNotFound, notPermitted, cronInvalid, timezoneInvalid),
  },
  {
    ...schedules,
    name: "schedule_delete",
    description:
      "Delete one of your schedules by id; it starts nothing more. Deleting a schedule that is already gone changes nothing. " +
      "Only the user who created it or an admin may delete it.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({ id: scheduleId }, ["id"]),
    errors: withCallErrors(notPermitted),
  },
  {
    ...schedules,
    name: "schedule_run_now",
    description:
      "Start one run of a schedule now, as if it fired (also when it is disabled); its time table is unchanged. " +
      "Returns the id of the run, which is queued and runs on its own. The run acts as the user who created the schedule, " +
      "so only that user or an admin may start it.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema({ id: scheduleId }, ["id"]),
    errors: withCallErrors(
      scheduleNotFound,
      notPermitted,
      toolError("schedule_run_refused", "The schedule's run could not be started, e.g. its acting user or task no longer exists."),
    ),
  },
];
