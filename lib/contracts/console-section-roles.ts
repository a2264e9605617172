// Issue 23, item 7: who a console page serves, said once — the page refuses anyone else, and the navigation
// shows its link only to those it serves (an editor is not offered Gates, a CEO is not offered the Playground).

/** docs/internal-api.md, Permissions: runs:write belongs to admins and editors. */
export const PLAYGROUND_ROLES = ["admin", "editor"] as const;

/** CONTRACT.md, Gates: only a CEO decides. */
export const GATE_DECIDER_ROLES = ["ceo"] as const;
