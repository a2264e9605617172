import "server-only";
import type { AuthConfig, TransportConfig, ValueOrSecret } from "@/lib/connectors/connector-types";

/** A secret a connector names, and where: `transport.env.API_KEY`, `transport.headers.Authorization`, `auth.clientSecret`. */
export type SecretReference = { path: string; name: string };

function referencesIn(values: Record<string, ValueOrSecret>, path: string): SecretReference[] {
  return Object.entries(values).flatMap(([key, value]) => (typeof value === "string" ? [] : [{ path: `${path}.${key}`, name: value.secret }]));
}

/** Every organisation secret the connector needs to connect, in the order an admin wrote them. */
export function secretReferencesOf(transport: TransportConfig, auth: AuthConfig): SecretReference[] {
  const own = transport.type === "stdio" ? referencesIn(transport.env, "transport.env") : referencesIn(transport.headers, "transport.headers");
  const client = auth.type === "oauth" && auth.clientSecret !== undefined ? [{ path: "auth.clientSecret", name: auth.clientSecret.secret }] : [];
  return [...own, ...client];
}
