import { z } from "zod";
import { RoleSchema } from "./role";

// docs/internal-api.md: POST /v1/session and GET /v1/me.

export const SignInBodySchema = z.strictObject({
  email: z.string().trim().min(1, "Enter your email address.").max(320),
  password: z.string().min(1, "Enter your password.").max(1_000),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const SessionUserSchema = z.strictObject({ id: z.string(), email: z.string(), name: z.string(), roles: z.array(RoleSchema) });
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** POST /v1/session: the user, with the session cookie in Set-Cookie. */
export const SignedInSchema = z.strictObject({ user: SessionUserSchema });

export const MeSchema = z.strictObject({
  user: SessionUserSchema,
  organisation: z.strictObject({ id: z.string(), name: z.string() }),
  scopes: z.array(z.string()),
  via: z.enum(["session", "token"]),
});
export type Me = z.infer<typeof MeSchema>;
