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
export type SecretSummary = { id: string; name: string; agentId: string | null; createdAt: string };
