import { z } from "zod";

// CONTRACT.md, Guilds: `{ "id", "name" }`, and when it was made.

export const GuildSchema = z.strictObject({ id: z.string(), name: z.string(), createdAt: z.iso.datetime() }).meta({ id: "Guild" });
export type Guild = z.infer<typeof GuildSchema>;

export const GuildListSchema = z.strictObject({ guilds: z.array(GuildSchema) });
export type GuildList = z.infer<typeof GuildListSchema>;
