import { z } from "zod";
import { AuthSchema, ConnectorNameSchema, ValueOrSecretSchema } from "./connector-bodies";
import { LoginSchema } from "./login-schemas";

// CONTRACT.md, Connectors: the Connector of POST/GET /v1/connectors. Its transport is shown as configured:
// a secret is named ({"secret": "name"}), never valued.

export const ConnectorTransportViewSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("stdio"), command: z.string(), args: z.array(z.string()), env: z.record(z.string(), ValueOrSecretSchema) }),
  z.strictObject({ type: z.literal("http"), url: z.string(), headers: z.record(z.string(), ValueOrSecretSchema) }),
]);

export const ConnectorSchema = z.strictObject({
  id: z.string(),
  name: ConnectorNameSchema,
  description: z.string(),
  transport: ConnectorTransportViewSchema,
  auth: AuthSchema,
  /** The connector's logins (organisation's first, then guilds', then agents'). */
  logins: z.array(LoginSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).meta({ id: "Connector" });
export type Connector = z.infer<typeof ConnectorSchema>;

export const ConnectorListSchema = z.strictObject({ connectors: z.array(ConnectorSchema) });
export type ConnectorList = z.infer<typeof ConnectorListSchema>;
