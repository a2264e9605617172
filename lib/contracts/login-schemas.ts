import { z } from "zod";
import { LOGIN_STATUSES } from "@/lib/runtime/lifecycle/login-status";
import { LoginScopeSchema } from "./login-bodies";

// CONTRACT.md, Connectors: the Login. Its tools are the vendor tools of its stored list
// (lib/runtime/catalog/vendor-tools.ts); no token, header or environment value is ever part of it.

export const LoginStatusSchema = z.enum(LOGIN_STATUSES);

export const LoginToolSchema = z.strictObject({
  /** Canonical: `<connector>.<tool>`. */
  name: z.string(),
  modelName: z.string(),
  /** The tool's name on its server (what a call sends). */
  serverName: z.string(),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()),
  enabled: z.boolean(),
  access: z.enum(["read", "write"]),
  retry: z.enum(["safe", "idempotent", "unsafe"]),
  annotations: z.record(z.string(), z.unknown()),
});
export type LoginTool = z.infer<typeof LoginToolSchema>;

export const LoginSchema = z.strictObject({
  id: z.string(),
  connectorId: z.string(),
  /** The connector's name. */
  connector: z.string(),
  scope: LoginScopeSchema,
  guildId: z.string().nullable(),
  agentId: z.string().nullable(),
  platform: z.boolean(),
  status: LoginStatusSchema,
  /** While pending an OAuth sign-in: the address a person opens to sign in. */
  authorizationUrl: z.string().nullable(),
  listedAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  /** The server's name and version from its initialize answer. */
  serverInfo: z.strictObject({ name: z.string(), version: z.string() }).nullable(),
  tools: z.array(LoginToolSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).meta({ id: "Login" });
export type Login = z.infer<typeof LoginSchema>;

export const LoginListSchema = z.strictObject({ logins: z.array(LoginSchema) });
export type LoginList = z.infer<typeof LoginListSchema>;
