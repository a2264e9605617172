import "server-only";
import type { ToolListing } from "@/lib/connectors/connector-types";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A login's columns after a successful listing: the tools as listed (JSON from the server), when, and the server's name and version. */
export function listingColumns(listing: ToolListing, now: Date) {
  const tools = listing.tools.map(({ serverName, description, inputSchema, annotations }) => ({ serverName, description, inputSchema, annotations }));
  return {
    tools: tools as Prisma.InputJsonValue,
    listedAt: now,
    serverInfo: { name: listing.server.name, version: listing.server.version },
  };
}
