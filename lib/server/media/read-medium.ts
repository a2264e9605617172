import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Database } from "../db";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";

// GET /v1/media/:id (scope runs:read): a stored medium's bytes. Media come from tool servers, which anyone
// may write, so they are served as inert data: only raster images and audio keep their type (an SVG or an
// HTML "image" could run script on the console's origin), everything is `nosniff` and sandboxed by CSP, and a
// medium of another organisation, or none at all, is the same 404.

const SHOWN_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "audio/mpeg", "audio/wav", "audio/ogg", "audio/webm", "audio/mp4"]);

export async function readMedium(database: Database, principal: UseCasePrincipal, id: string): Promise<Response> {
  const medium = await database.storedMedia.findFirst({ where: { id, organisationId: principal.organisationId }, select: { mimeType: true, data: true } });
  if (!medium) throw new AppError("not_found", `No media ${id}.`);
  const mimeType = medium.mimeType.toLowerCase();
  const shown = SHOWN_TYPES.has(mimeType);
  return new Response(new Uint8Array(medium.data), {
    status: 200,
    headers: {
      "Content-Type": shown ? mimeType : "application/octet-stream",
      "Content-Disposition": shown ? "inline" : `attachment; filename="media-${id}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
    },
  });
}
