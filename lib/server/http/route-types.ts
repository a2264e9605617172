import "server-only";
import type { z } from "zod";
import type { Permission } from "@/lib/server/auth/permissions";
import type { Principal } from "@/lib/server/auth/principal";
import type { Settings } from "@/lib/settings/environment-schema";

/**
 * What a route needs before its handler runs.
 * - `permission`: a signed-in principal allowed one of these scopes (403 otherwise).
 * - `public: true`: anyone; the principal is null when the request carries no valid credentials.
 * - neither: any signed-in principal. Unauthenticated requests get 401 unless the route is public.
 */
export type RouteOptions = {
  permission?: Permission | readonly Permission[];
  public?: boolean;
  /** Validates the JSON body (422 `invalid_request`); without it the body is not read. */
  body?: z.ZodType;
  /** Validates the query string, one value per key (422 `invalid_request`). */
  query?: z.ZodType;
};

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export type RouteInput<Options extends RouteOptions> = {
  request: Request;
  principal: Options extends { public: true } ? Principal | null : Principal;
  body: Parsed<Options["body"]>;
  query: Parsed<Options["query"]>;
  /** The route's dynamic segments; a catch-all's segments joined with `/`. */
  params: Record<string, string>;
  searchParams: URLSearchParams;
  /** The web server's settings, read once for this request (create-route.ts). */
  settings: Settings;
};

/** A handler answers with a Response, or with plain data sent as 200 JSON. */
export type RouteHandler<Options extends RouteOptions> = (input: RouteInput<Options>) => Promise<unknown> | unknown;

/** Next 16 passes the dynamic segments as a promise. */
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type NextRouteHandler = (request: Request, context?: RouteContext) => Promise<Response>;

export type Authenticate = (request: Request) => Promise<Principal | null>;
