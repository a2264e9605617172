import { z } from "zod";
import { AgentBindingsSchema } from "./agent-bodies";
import { BindingNameSchema } from "./binding-names";

// GET / PATCH /v1/organisation/bindings: the defaults an agent's bindings fall back to (CONTRACT.md, Agents:
// "Bindings resolve for an agent from its own setting, else the organisation's default").

/** PATCH body: each binding set on or off; null removes the default (the binding is then off). */
export const UpdateOrganisationBindingsBodySchema = z.strictObject({ bindings: AgentBindingsSchema });
export type UpdateOrganisationBindingsBody = z.infer<typeof UpdateOrganisationBindingsBodySchema>;

export const OrganisationBindingsSchema = z.strictObject({
  defaults: z.partialRecord(BindingNameSchema, z.boolean()).describe("As stored: only the bindings the organisation set."),
  resolved: z.record(BindingNameSchema, z.boolean()).describe("Every binding as an agent with no setting of its own resolves it."),
});
export type OrganisationBindings = z.infer<typeof OrganisationBindingsSchema>;
