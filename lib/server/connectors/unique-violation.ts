import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A write refused by a unique index (Prisma P2002): two admins creating the same name or login at once.
 * The use cases check first for a clear message; this catches the race between the check and the write.
 */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
