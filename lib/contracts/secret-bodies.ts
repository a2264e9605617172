import { z } from "zod";

// CONTRACT.md, Secrets: a value goes in and never comes out of any endpoint.

export const CreateSecretBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "Give the secret a name.")
    .max(200)
    .regex(/^[A-Za-z0-9_.-]+$/, "A secret's name uses letters, digits, '_', '.' and '-' only."),
  value: z.string().min(1, "A secret needs a value.").max(65_536),
  agentId: z.string().min(1).nullish(),
});
export type CreateSecretBody = z.infer<typeof CreateSecretBodySchema>;

/** What the API says about a secret: never its value. */
export type SecretSummary = { id: string; name: string; agentId: string | null; createdAt: string };
