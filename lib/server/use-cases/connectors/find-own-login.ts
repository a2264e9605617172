import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { ConnectorLogin as LoginRow } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db";

export type OwnLogin = LoginRow & { connector: { id: string; name: string } };

/** The login when it belongs to the organisation; another organisation's id is as unknown as a made-up one. */
export async function findOwnLogin(database: Database, organisationId: string, loginId: string): Promise<OwnLogin> {
  const login = await database.connectorLogin.findFirst({
    where: { id: loginId, organisationId },
    include: { connector: { select: { id: true, name: true } } },
  });
  if (login === null) throw new AppError("not_found", `No login ${loginId} in your organisation.`);
  return login;
}
