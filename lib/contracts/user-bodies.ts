import { z } from "zod";
import { memberIdList } from "./enterprise-schemas";
import { ROLES, RoleSchema, type Role } from "./role";

// CONTRACT.md, Curation and people: GET/POST /v1/users, PATCH/DELETE /v1/users/:id (admins; one's own password too).


/** A password someone chose; a generated one is longer (lib/server/use-cases/users/generate-password.ts). */
export const MIN_PASSWORD_LENGTH = 12;

/** A password someone chooses: at least MIN_PASSWORD_LENGTH characters. */
export const PasswordSchema = z.string().min(MIN_PASSWORD_LENGTH, `A password has at least ${MIN_PASSWORD_LENGTH} characters.`).max(1_000);

const RolesSchema = z
  .array(RoleSchema)
  .min(1, "Give the user at least one role.")
  .max(ROLES.length)
  .transform((roles) => [...new Set(roles)]);

export const CreateUserBodySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320, "An email address is at most 320 characters.")
    .regex(/^[^\s@]+@[^\s@]+$/, "Enter an email address, such as ada@example.org."),
  roles: RolesSchema,
  name: z.string().trim().max(200, "A name is at most 200 characters.").optional(),
  /** Without one, a password is generated and returned once. */
  password: PasswordSchema.optional(),
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

/**
 * Issue 16, item 7: `password` ends the user's other sessions (an admin for anyone, a user for themselves).
 * CONTRACT.md, The enterprise: `teams` (guild ids) and `jobRoles` (job role ids) replace the person's own,
 * an admin's to set.
 */
export const UpdateUserBodySchema = z.strictObject({
  roles: RolesSchema.optional(),
  password: PasswordSchema.optional(),
  teams: memberIdList("team").optional(),
  jobRoles: memberIdList("job role").optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const UserSchema = z
  .strictObject({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    roles: z.array(RoleSchema).describe("Access roles: what the person may do in the console and the API."),
    address: z.string().describe("CONTRACT.md, The enterprise: a person's address is their email."),
    jobRoles: z.array(z.string()).describe("Job role ids (GET /v1/roles), the main one first."),
    teams: z.array(z.string()).describe("Team (guild) ids."),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof UserSchema>;

export const UserListSchema = z.strictObject({ users: z.array(UserSchema) });

/** POST /v1/users: the user, and the generated password when none was given (shown once, never stored). */
export const CreatedUserSchema = z.strictObject({ ...UserSchema.shape, generatedPassword: z.string().optional() });
export type CreatedUser = z.infer<typeof CreatedUserSchema>;
