import { z } from "zod";
import { LOGIN_SCOPES } from "@/lib/runtime/lifecycle/login-status";

// CONTRACT.md, Connectors: POST /v1/connectors/:id/logins and PATCH /v1/logins/:id/tools.

export const LoginScopeSchema = z.enum(LOGIN_SCOPES);

const IdSchema = z.string().min(1).max(200);

/** organisation: neither id; guild: a guildId; agent: an agentId — the one a scope names, and only it. */
export const CreateLoginBodySchema = z
  .strictObject({
    scope: LoginScopeSchema,
    guildId: IdSchema.nullish(),
    agentId: IdSchema.nullish(),
    platform: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    const wants = { guildId: body.scope === "guild", agentId: body.scope === "agent" } as const;
    for (const field of ["guildId", "agentId"] as const) {
      const given = body[field] !== undefined && body[field] !== null;
      if (wants[field] && !given) context.addIssue({ code: "custom", path: [field], message: `A ${body.scope} login names its ${field}.` });
      if (!wants[field] && given) context.addIssue({ code: "custom", path: [field], message: `A ${body.scope} login takes no ${field}.` });
    }
  });
export type CreateLoginBody = z.infer<typeof CreateLoginBodySchema>;

const ToolAccessSchema = z.enum(["read", "write"]);
const RetrySafetySchema = z.enum(["safe", "idempotent", "unsafe"]);

/** An admin's override of one tool; a field left out keeps its setting, null returns it to the annotations. */
export const ToolSettingChangeSchema = z.strictObject({
  enabled: z.boolean().nullish(),
  access: ToolAccessSchema.nullish(),
  retry: RetrySafetySchema.nullish(),
});
export type ToolSettingChange = z.infer<typeof ToolSettingChangeSchema>;

/**
 * `{ "<tool name>": false }` turns a tool off (true on); the value may also be the admin's overrides, or null
 * for none at all. A tool is named canonically (`files.read_text_file`) or by the server's own name.
 */
export const UpdateLoginToolsBodySchema = z
  .record(z.string().min(1).max(300), z.union([z.boolean(), ToolSettingChangeSchema, z.null()]))
  .refine((changes) => Object.keys(changes).length > 0, "Name at least one tool.")
  .refine((changes) => Object.keys(changes).length <= 1_000, "At most 1000 tools at once.");
export type UpdateLoginToolsBody = z.infer<typeof UpdateLoginToolsBodySchema>;
