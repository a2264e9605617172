import { z } from "zod";
import { AgentBindingsSchema, type BindingName } from "./agent-bodies";

// GET / PATCH /v1/organisation/bindings: the defaults an agent's bindings fall back to (CONTRACT.md, Agents:
// "Bindings resolve for an agent from its own setting, else the organisation's default").

/** PATCH body: each binding set on or off; null removes the default (the binding is then off). */
export const UpdateOrganisationBindingsBodySchema = z.strictObject({ bindings: AgentBindingsSchema });
export type UpdateOrganisationBindingsBody = z.infer<typeof UpdateOrganisationBindingsBodySchema>;

export type OrganisationBindings = {
  /** As stored: only the bindings the organisation set. */
  defaults: Partial<Record<BindingName, boolean>>;
  /** Every binding as an agent with no setting of its own resolves it. */
  resolved: Record<BindingName, boolean>;
};
