import type { PrismaClient } from "@/lib/generated/prisma/client";

/** Polls the run's row until its status is one of `statuses` (bounded; throws with the last status). */
export async function waitForRunStatus(prisma: PrismaClient, runId: string, statuses: string[], timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = "missing";
  while (Date.now() < deadline) {
    const run = await prisma.run.findUnique({ where: { id: runId }, select: { status: true } });
    last = run?.status ?? "missing";
    if (statuses.includes(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${runId} stayed ${last}, expected one of ${statuses.join(", ")} within ${timeoutMs} ms`);
}
