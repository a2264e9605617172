import { CreateGuildBodySchema } from "@/lib/contracts/guild-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { createdResponse, route } from "@/lib/server/http/route";
import { createGuild } from "@/lib/server/use-cases/guilds/create-guild";
import { listGuilds } from "@/lib/server/use-cases/guilds/list-guilds";

// Guilds are read like agents (anyone who reads runs) and made like them (tool management: admins).
export const GET = route({ permission: "runs:read" }, ({ principal }) => listGuilds(db(), principal));

export const POST = route({ permission: CURATION_PERMISSIONS, body: CreateGuildBodySchema }, async ({ principal, body }) =>
  createdResponse(await createGuild(db(), principal, body)),
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
