import { z } from "zod";
import type { Role } from "./role";

// docs/internal-api.md: POST /v1/session and GET /v1/me.

export const SignInBodySchema = z.strictObject({
  email: z.string().trim().min(1, "Enter your email address.").max(320),
  password: z.string().min(1, "Enter your password.").max(1_000),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export type SessionUser = { id: string; email: string; name: string; roles: Role[] };

export type Me = {
  user: SessionUser;
  organisation: { id: string; name: string };
  scopes: string[];
  via: "session" | "token";
};
