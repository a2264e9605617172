// The seed's own tables ("built-in tools"), copied as literals, `<prefix>` written as `browser`
// (ONE-PRODUCT "Families that overlap"). The catalog tests check the registry against these, not against itself.

export type SeedFamily = { family: string; page: string; tools: readonly string[] };

/** Seed "The tools": family, tools, page, in the table's order. */
export const SEED_FAMILIES: readonly SeedFamily[] = [
  {
    family: "Workspace",
    page: "Workspace tools",
    tools: ["workspace.read_file", "workspace.list_dir", "workspace.write_file", "workspace.delete_file", "workspace.edit", "workspace.search", "workspace.run_command", "workspace.git_commit", "workspace.git_push"],
  },
  {
    family: "Memory",
    page: "Memory tools",
    tools: ["memory.ask", "memory.train"],
  },
  {
    family: "Execution labels",
    page: "OS tools",
    tools: ["os.set_execution_name", "os.add_execution_link"],
  },
  {
    family: "Gate summary",
    page: "OS tools",
    tools: ["os.set_gate_summary"],
  },
  {
    family: "CEO questions",
    page: "OS tools",
    tools: ["os.ask_ceo"],
  },
  {
    family: "Self-improvement",
    page: "OS tools",
    tools: ["os.list_recommendations", "os.get_recommendation", "os.decide_recommendation"],
  },
  {
    family: "Mail",
    page: "OS tools",
    tools: ["os.mail_list", "os.mail_read", "os.mail_reply", "os.mail_send"],
  },
  {
    family: "Mail triage",
    page: "OS tools",
    tools: ["os.mail_set_label", "os.mail_set_handled", "os.mail_set_many"],
  },
  {
    family: "Mail follow-ups",
    page: "OS tools",
    tools: ["os.mail_quiet_threads", "os.mail_mark_chased", "os.mail_snooze"],
  },
  {
    family: "Escalations",
    page: "OS tools",
    tools: ["os.escalate_mail", "os.mail_reply_draft"],
  },
  {
    family: "KPIs",
    page: "OS tools",
    tools: ["os.list_kpis", "os.record_kpi_reading", "os.get_enterprise_kpis", "os.set_enterprise_kpis", "os.get_team_kpis", "os.set_team_kpis", "kpi.record_reading", "kpi.list_readings", "role.list_kpis", "role.define_kpi", "role.edit_kpi"],
  },
  {
    family: "Context",
    page: "OS tools",
    tools: ["os.set_context", "os.get_context", "os.delete_context"],
  },
  {
    family: "Company state",
    page: "OS tools",
    tools: ["os.inspect_enterprise", "os.directory", "os.list_blockers", "os.list_open_gates"],
  },
  {
    family: "Unblocking runs",
    page: "OS tools",
    tools: ["os.retry_run", "os.route_run", "os.clear_run", "os.escalate_run"],
  },
  {
    family: "Planning",
    page: "OS tools",
    tools: ["os.read_enterprise", "os.search_catalog", "os.list_tool_bindings", "os.list_built_in_tools", "os.read_task", "os.assess_impact", "os.write_plan", "os.read_plan"],
  },
  {
    family: "Briefs",
    page: "OS tools",
    tools: ["os.file_daily_brief"],
  },
  {
    family: "Chat threads",
    page: "OS tools",
    tools: ["os.chat_list", "os.chat_read", "os.chat_write", "os.chat_open"],
  },
  {
    family: "Chat",
    page: "Chat tools",
    tools: ["os.list_tasks", "os.start_task", "os.get_run", "os.hand_off_task_brief", "os.list_runs", "os.kpi_board", "os.list_enterprise_kpis"],
  },
  {
    family: "Computer use",
    page: "Computer-Use tools",
    tools: ["browser.navigate", "browser.click", "browser.type", "browser.screenshot", "browser.extract", "browser.download", "browser.upload"],
  },
  {
    family: "Web",
    page: "Web tools",
    tools: ["web.read", "web.sitemap", "web.request"],
  },
];

/** Seed "Read and write": Write tools. */
export const SEED_WRITE_TOOLS: readonly string[] = [
  "workspace.write_file",
  "workspace.delete_file",
  "workspace.edit",
  "workspace.run_command",
  "workspace.git_commit",
  "workspace.git_push",
  "memory.train",
  "os.set_execution_name",
  "os.add_execution_link",
  "os.set_gate_summary",
  "os.ask_ceo",
  "os.decide_recommendation",
  "os.mail_reply",
  "os.mail_send",
  "os.mail_set_label",
  "os.mail_set_handled",
  "os.mail_set_many",
  "os.mail_mark_chased",
  "os.mail_snooze",
  "os.escalate_mail",
  "os.mail_reply_draft",
  "os.record_kpi_reading",
  "os.set_enterprise_kpis",
  "os.set_team_kpis",
  "os.set_context",
  "os.delete_context",
  "kpi.record_reading",
  "role.define_kpi",
  "role.edit_kpi",
  "os.retry_run",
  "os.route_run",
  "os.clear_run",
  "os.escalate_run",
  "os.write_plan",
  "os.file_daily_brief",
  "os.chat_write",
  "os.chat_open",
  "os.start_task",
  "os.hand_off_task_brief",
  "browser.click",
  "browser.type",
  "browser.upload",
];

/** Seed "Retry safety", `safe`. */
export const SEED_SAFE_TOOLS: readonly string[] = [
  "workspace.read_file",
  "workspace.list_dir",
  "workspace.search",
  "memory.ask",
  "os.list_recommendations",
  "os.get_recommendation",
  "os.mail_list",
  "os.mail_read",
  "os.mail_quiet_threads",
  "os.mail_mark_chased",
  "os.mail_snooze",
  "os.list_kpis",
  "os.get_enterprise_kpis",
  "os.get_team_kpis",
  "os.get_context",
  "kpi.list_readings",
  "role.list_kpis",
  "os.inspect_enterprise",
  "os.directory",
  "os.list_blockers",
  "os.list_open_gates",
  "os.read_enterprise",
  "os.search_catalog",
  "os.list_tool_bindings",
  "os.list_built_in_tools",
  "os.read_task",
  "os.assess_impact",
  "os.read_plan",
  "os.chat_list",
  "os.chat_read",
  "os.list_tasks",
  "os.get_run",
  "os.list_runs",
  "os.kpi_board",
  "os.list_enterprise_kpis",
  "browser.navigate",
  "browser.screenshot",
  "browser.extract",
  "browser.download",
  "web.read",
  "web.sitemap",
  "web.request",
];

/** Seed "Retry safety", `idempotent`. */
export const SEED_IDEMPOTENT_TOOLS: readonly string[] = [
  "workspace.write_file",
  "workspace.git_push",
  "memory.train",
  "os.set_execution_name",
  "os.add_execution_link",
  "os.set_gate_summary",
  "os.ask_ceo",
  "os.decide_recommendation",
  "os.mail_set_label",
  "os.mail_set_handled",
  "os.mail_set_many",
  "os.record_kpi_reading",
  "os.set_enterprise_kpis",
  "os.set_team_kpis",
  "os.set_context",
  "os.delete_context",
  "role.edit_kpi",
  "os.retry_run",
  "os.route_run",
  "os.clear_run",
  "os.escalate_run",
  "os.write_plan",
  "os.start_task",
  "os.hand_off_task_brief",
];

/** Seed "Retry safety", `unsafe`. */
export const SEED_UNSAFE_TOOLS: readonly string[] = [
  "workspace.delete_file",
  "workspace.edit",
  "workspace.run_command",
  "workspace.git_commit",
  "os.mail_reply",
  "os.mail_send",
  "os.escalate_mail",
  "os.mail_reply_draft",
  "kpi.record_reading",
  "role.define_kpi",
  "os.file_daily_brief",
  "os.chat_write",
  "os.chat_open",
  "browser.click",
  "browser.type",
  "browser.upload",
];

export const SEED_RETRY_MEANINGS = {
  safe: "Safe: repeating the call changes nothing.",
  idempotent: "Idempotent: a repeat of the same call acts once, or leaves the same state.",
  unsafe: "Not retry-safe: a repeat acts again.",
} as const;

/** Seed "Gates and grants": the bullets, word for word. */
export const SEED_GATE_RULES: readonly string[] = [
  "`os.ask_ceo` is always gated, whatever the task declares, and the run ends on the CEO’s decision.",
  "`os.mail_reply` is always gated, whatever the task declares, and the run ends on the CEO’s decision.",
  "`os.mail_send` is always gated, whatever the task declares, and the run ends on the CEO’s decision.",
  "`os.escalate_mail` is always gated, whatever the task declares, and the run ends on the CEO’s decision.",
  "`os.set_gate_summary` must be called before `github.merge_pull_request`, `os.mail_reply`, which is handed back until it is. A task that declares one must declare the other.",
  "`memory.train`: `task` is always allowed. `member` and `role` only on an original task, never a clone. `team` and `enterprise` only when this version grants that layer and the source event id starts with the granted prefix; a clone cannot use the grant. Reserved event ids (`team:` and `gate:`) stay refused.",
];

/** Seed "Read and write": the reads with a side effect. */
export const SEED_SIDE_EFFECTS: Readonly<Record<string, string>> = {
  "os.list_recommendations": "View `issues` refreshes `issueOutcome` on recommendations whose issue was still open, and returns what ended since the last call as `settled`.",
  "os.mail_read": "Marks the message read for the member, the same as opening it in the portal.",
  "os.chat_read": "Over the API and the MCP server, marks the thread read, the same as opening it in the portal. In a run, nothing.",
};

/** Seed "Errors": the three handlings. */
export const SEED_HANDLINGS = [
  { handling: "hand_back", label: "Handed back", meaning: "Refused and handed back: nothing ran, and the model gets another turn" },
  { handling: "tool_error", label: "Tool error", meaning: "A tool error: the model reads it as the result and carries on" },
  { handling: "fail", label: "Run fails", meaning: "The run fails" },
] as const;

/** Seed "Errors": the pre-call errors any call can come back with. */
export const SEED_GENERIC_ERRORS = [
  { code: "tool_not_on_task", when: "The tool exists, but the task does not declare it.", whatHappens: "The run fails" },
  { code: "unknown_tool_name", when: "No tool anywhere has that name: a typo. The model is told the task's closest tools.", whatHappens: "Refused and handed back: nothing ran, and the model gets another turn" },
  { code: "unknown_tool_repeated", when: "Three unknown names were already handed back in this run, and it called another.", whatHappens: "The run fails" },
  { code: "bare_tool_name", when: "The call named a whole vendor catalog (`github`) instead of one of its tools.", whatHappens: "Refused and handed back: nothing ran, and the model gets another turn" },
  { code: "tool_value_not_declared", when: "The task pinned a field (`<tool>#<field>=<value>`) and the call carried another value.", whatHappens: "Refused and handed back: nothing ran, and the model gets another turn" },
  { code: "tool_value_refused", when: "The same, where the task marked the field fatal (`<tool>#!<field>=<value>`).", whatHappens: "The run fails" },
] as const;

/** Seed "Declaring a tool": the rules, word for word. */
export const SEED_DECLARING_RULES: readonly string[] = [
  "A name in a built-in namespace (`os.`, `workspace.`, `memory.`, `web.`) that is not listed here is refused when the task is saved (`tool_unknown`). So is a tool only the CEO chat offers (`tool_not_run_callable`): a run never answers one.",
  "A task can pin a field to particular values: `<tool>#<field>=<value>,<value>`. The model is offered only those values, and a call carrying any other is refused.",
  "The model calls a tool with its dots replaced: `workspace.read_file` is `workspace__read_file`.",
  "Agents can read this reference as data: `GET /v1/tools/built-in` and `GET /v1/tools/built-in/:name`, with a session or an API token scoped `tools:read`.",
];
