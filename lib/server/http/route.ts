import "server-only";
import { authenticate } from "@/lib/server/auth/authenticate";
import { createRoute } from "./create-route";

/**
 * `route(options, handler)`: a Next route handler that authenticates, authorises `options.permission`,
 * validates `options.body` / `options.query` with zod and maps errors (docs/internal-api.md).
 *
 *   export const GET = route({ permission: "runs:read" }, ({ principal }) => listAgents(principal));
 */
export const route = createRoute({ authenticate: (request) => authenticate(request) });

export type { RouteInput, RouteOptions } from "./route-types";
export { createdResponse, jsonResponse, noContentResponse } from "./json-response";
