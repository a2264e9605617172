import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/contracts/api-error";
import { authorise } from "@/lib/server/auth/authorise";
import type { Principal } from "@/lib/server/auth/principal";
import { bodyLimitFor, refuseDeclaredOversize, type BodyLimit } from "./body-limit";
import { refuseCrossSiteRequest } from "./cross-site-request";
import { consoleErrorLog, toErrorResponse, type ErrorLog } from "./error-response";
import { jsonResponse } from "./json-response";
import { jsonShapeLimits, readJsonBody } from "./read-json-body";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";
import { refuseUnstorableText } from "./unstorable-text";
import type { Authenticate, NextRouteHandler, RouteContext, RouteHandler, RouteInput, RouteOptions } from "./route-types";
import { invalidRequest, type RequestPart } from "./zod-problems";

/**
 * `settings`: how the web server reads its settings, once per request (issue 17, item 4): the handler gets
 * them in its input and passes them on, so no use case reads the environment itself.
 */
export type RouteDependencies = { authenticate: Authenticate; log?: ErrorLog; settings?: () => Settings };

function validate(schema: z.ZodType, value: unknown, part: RequestPart): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error, part);
  return result.data;
}

async function readValidBody(schema: z.ZodType, request: Request, limit: BodyLimit, settings: Settings): Promise<unknown> {
  return validate(schema, await readJsonBody(request, limit.bytes, limit.variable, jsonShapeLimits(settings)), "body");
}

async function resolveParams(context: RouteContext | undefined): Promise<Record<string, string>> {
  const raw = (await context?.params) ?? {};
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) params[name] = Array.isArray(value) ? value.join("/") : value;
  }
  return params;
}

function admit(options: RouteOptions, principal: Principal | null): void {
  if (options.public === true) return;
  // Fail closed: a route that is not public needs a principal, whatever else it says.
  if (principal === null) {
    throw new AppError("unauthenticated", "Sign in, or send an API token as Authorization: Bearer <token>.");
  }
  if (options.permission !== undefined) authorise(principal, options.permission);
}

/**
 * Builds Next route handlers: declared body size (413) → cross-site state change (403) → authenticate (401)
 * → authorise (403) → JSON body (413, 415, 400) → zod (422) → handler. The size and the origin need no
 * credentials and come first, so they hold for everyone (issue 8, items 6 and 9); credentials are checked
 * before the body is read, so an unauthenticated caller learns nothing about the schema.
 */
export function createRoute(dependencies: RouteDependencies) {
  const log = dependencies.log ?? consoleErrorLog;
  const settingsOf = dependencies.settings ?? (() => readSettings());
  return function route<const Options extends RouteOptions>(
    options: Options,
    handler: RouteHandler<Options>,
  ): NextRouteHandler {
    return async (request, context) => {
      try {
        const settings = settingsOf();
        const limit = bodyLimitFor(options, settings);
        refuseDeclaredOversize(request, limit.bytes, limit.variable);
        refuseCrossSiteRequest(request);
        const principal = await dependencies.authenticate(request);
        admit(options, principal);
        const params = await resolveParams(context);
        refuseUnstorableText(params, "The path");
        const searchParams = new URL(request.url).searchParams;
        refuseUnstorableText(Object.fromEntries(searchParams), "The query string");
        const body = options.body ? await readValidBody(options.body, request, limit, settings) : undefined;
        const query = options.query ? validate(options.query, Object.fromEntries(searchParams), "query") : undefined;
        // The checks above are what make this input match the options' types.
        const input = { request, principal, body, query, params, searchParams, settings } as RouteInput<Options>;
        const result = await handler(input);
        return result instanceof Response ? result : jsonResponse(result ?? null);
      } catch (error) {
        return toErrorResponse(error, log, `${request.method} ${new URL(request.url).pathname}`);
      }
    };
  };
}
