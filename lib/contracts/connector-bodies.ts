import { z } from "zod";

// CONTRACT.md, Connectors: POST /v1/connectors. A connector's name is the vendor catalog's name: its tools
// are `<name>.<tool>`, called by the model as `<name>__<tool>`. That it is no built-in namespace is checked
// by the use case, against the catalog's own list (a contract may not import the core's values).

export const CONNECTOR_NAME_MAX_LENGTH = 64;

export const ConnectorNameSchema = z
  .string()
  .min(1, "Give the connector a name.")
  .max(CONNECTOR_NAME_MAX_LENGTH, `A connector's name is at most ${CONNECTOR_NAME_MAX_LENGTH} characters.`)
  .regex(/^[a-z0-9-]*$/, "A connector's name uses lowercase letters, digits and '-' only, e.g. `files`.");

/** The same rule as a secret's own name (secret-bodies.ts). */
const SecretReferenceSchema = z.strictObject({
  secret: z
    .string()
    .min(1, "Name the secret.")
    .max(200)
    .regex(/^[A-Za-z0-9_.-]+$/, "A secret's name uses letters, digits, '_', '.' and '-' only."),
});

/** A value on a command line or in a header: no line breaks (they would split a header). */
const LiteralValueSchema = z.string().max(8_000).regex(/^[^\r\n\0]*$/, "A value cannot hold a line break or a NUL.");

export const ValueOrSecretSchema = z.union([LiteralValueSchema, SecretReferenceSchema]);

const EnvironmentNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, "An environment variable's name uses letters, digits and '_', not starting with a digit.");

/** RFC 9110 token characters. */
const HeaderNameSchema = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$/, "A header's name uses letters, digits and - only (an HTTP token).");

const StdioTransportSchema = z.strictObject({
  type: z.literal("stdio"),
  command: z.string().trim().min(1, "Name the command that starts the server.").max(4_000).regex(/^[^\0]*$/, "A command cannot hold a NUL."),
  args: z.array(z.string().max(8_000).regex(/^[^\0]*$/, "An argument cannot hold a NUL.")).max(200).default([]),
  env: z.record(EnvironmentNameSchema, ValueOrSecretSchema).default({}),
});

const HttpUrlSchema = z
  .string()
  .trim()
  .max(4_000)
  .refine((text) => URL.canParse(text) && ["http:", "https:"].includes(new URL(text).protocol), "The server's URL must be an http:// or https:// URL.");

const HttpTransportSchema = z.strictObject({
  type: z.literal("http"),
  url: HttpUrlSchema,
  headers: z.record(HeaderNameSchema, ValueOrSecretSchema).default({}),
});

export const TransportSchema = z.discriminatedUnion("type", [StdioTransportSchema, HttpTransportSchema]);

export const AuthSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("none") }),
  z.strictObject({
    type: z.literal("oauth"),
    clientId: z.string().trim().min(1).max(2_000).optional(),
    clientSecret: SecretReferenceSchema.optional(),
    scopes: z.array(z.string().regex(/^[!#-[\]-~]{1,200}$/, "A scope is printable ASCII without spaces, '\"' or '\\'.")).max(50).optional(),
  }),
]);

export const CreateConnectorBodySchema = z
  .strictObject({
    name: ConnectorNameSchema,
    description: z.string().trim().max(2_000).default(""),
    transport: TransportSchema,
    auth: AuthSchema.default({ type: "none" }),
  })
  .superRefine((body, context) => {
    // OAuth 2.1 for MCP is defined over HTTP (MCP spec, Authorization): a stdio server takes its credentials from env.
    if (body.auth.type === "oauth" && body.transport.type !== "http") {
      context.addIssue({ code: "custom", path: ["auth"], message: "OAuth needs an http transport; a stdio server takes its credentials from env." });
    }
  });
export type CreateConnectorBody = z.infer<typeof CreateConnectorBodySchema>;
