import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { db } from "@/lib/server/db";
import type { Principal } from "./principal";
import { resolveSession } from "./resolve-session";
import { SESSION_COOKIE_NAME } from "./session-cookie";

/** The signed-in user of a server component's request (its session cookie), or null. Once per request. */
export const currentPrincipal = cache(async (): Promise<Principal | null> => {
  const token = (await cookies()).get(SESSION_COOKIE_NAME)?.value;
  if (token === undefined || token === "") return null;
  return resolveSession(db(), token);
});
