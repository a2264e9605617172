// The Secrets family's handlers (the secret binding), by canonical name.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { requestSecret } from "./request-secret";

export function createSecretHandlers(dependencies: ToolDependencies): Record<string, ToolHandler> {
  return { secret_request: requestSecret(dependencies) };
}
