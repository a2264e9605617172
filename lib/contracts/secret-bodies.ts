import { z } from "zod";

// CONTRACT.md, Secrets: a value goes in and never comes out of any endpoint.

/**
 * Issue 8, item 3: every occurrence of a value is redacted everywhere in the organisation, so a short value
 * would redact ordinary text (a one-character secret redacts every "x") and no real credential is that short.
 */
export const SECRET_VALUE_MIN_LENGTH = 8;
export const SECRET_VALUE_MAX_LENGTH = 65_536;
export const secretValueTooShortMessage = `A secret's value needs at least ${SECRET_VALUE_MIN_LENGTH} characters: every occurrence of it is redacted everywhere, so a shorter one would hide ordinary text.`;

export const SecretValueSchema = z.string().min(SECRET_VALUE_MIN_LENGTH, secretValueTooShortMessage).max(SECRET_VALUE_MAX_LENGTH);

export const CreateSecretBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "Give the secret a name.")
    .max(200)
    .regex(/^[A-Za-z0-9_.-]+$/, "A secret's name uses letters, digits, '_', '.' and '-' only."),
  value: SecretValueSchema,
  agentId: z.string().min(1).nullish(),
});
export type CreateSecretBody = z.infer<typeof CreateSecretBodySchema>;

/** What the API says about a secret: never its value. */
export const SecretSummarySchema = z.strictObject({ id: z.string(), name: z.string(), agentId: z.string().nullable(), createdAt: z.iso.datetime() });
export type SecretSummary = z.infer<typeof SecretSummarySchema>;

export const SecretListSchema = z.strictObject({ secrets: z.array(SecretSummarySchema) });

/** POST /v1/secrets answers with the id and name only (CONTRACT.md: a value is never returned). */
export const CreatedSecretSchema = z.strictObject({ id: z.string(), name: z.string() });
export type CreatedSecret = z.infer<typeof CreatedSecretSchema>;
