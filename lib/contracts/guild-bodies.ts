import { z } from "zod";

// CONTRACT.md, Guilds: a group of agents of one organisation (a team with shared logins). POST /v1/guilds.

export const GuildNameSchema = z.string().trim().min(1, "Give the guild a name.").max(200, "A guild's name is at most 200 characters.");

export const CreateGuildBodySchema = z.strictObject({ name: GuildNameSchema });
export type CreateGuildBody = z.infer<typeof CreateGuildBodySchema>;
