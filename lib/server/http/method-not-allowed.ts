import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { jsonResponse } from "./json-response";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];
type Handler = (request: Request) => Promise<Response>;

/**
 * Answers for the methods a route lacks. Next would send an empty 405; the contract wants every error as
 * `{"error": {"code", "message"}}`. A route exports the ones it lacks:
 *
 *   export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
 */
export function refuseOtherMethods(...allowed: Method[]): Record<Method, Handler> {
  const refuse: Handler = async (request) => {
    const error = new AppError("method_not_allowed", `${request.method} is not allowed here; use ${allowed.join(" or ")}.`, { allowed });
    return jsonResponse(error.toBody(), error.status, { allow: allowed.join(", ") });
  };
  return Object.fromEntries(methods.map((method) => [method, refuse])) as Record<Method, Handler>;
}
