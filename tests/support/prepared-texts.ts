import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { preparedQuery } from "@/lib/server/database/prepared-query";

/** The statements prepared on every connection of the client's pool (one query held open on each). */
export async function preparedTexts(client: PrismaClient): Promise<string[]> {
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => preparedQuery<{ statement: string }>(client, Prisma.sql`SELECT statement FROM pg_prepared_statements, pg_sleep(0.05)`)),
  );
  return answers.flat().map((row) => row.statement.replace(/\s+/g, " ").trim());
}
