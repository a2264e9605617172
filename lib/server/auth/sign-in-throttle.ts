import "server-only";
import { createHash } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db";
import type { SignInThrottleSettings } from "./sign-in-throttle-settings";

// Issue 8, item 11: sign-in attempts are counted per account and per client address in PostgreSQL, so every
// server instance shares the count. An attempt is counted BEFORE its password is checked, in one atomic
// statement per key, so parallel attempts cannot all pass a check that reads a count not yet raised; a right
// password then takes its attempt back. Reaching the limit restarts the window: the lock lasts a whole window,
// and while it holds even the right password is refused.

export type SignInAttempt = { email: string; clientAddress: string };

export type Reservation = { admitted: true } | { admitted: false; retryAfterSeconds: number };

type ThrottleKey = { kind: "account" | "address"; keyHash: string; limit: number };

/** Emails match whatever their case (sign-in.ts), so one account is one key. */
export function normalisedAccount(email: string): string {
  return email.trim().normalize("NFKC").toLowerCase();
}

function throttleKey(kind: ThrottleKey["kind"], value: string, limit: number): ThrottleKey {
  return { kind, keyHash: createHash("sha256").update(`${kind}:${value}`).digest("hex"), limit };
}

function keysOf(attempt: SignInAttempt, settings: SignInThrottleSettings): { address: ThrottleKey; account: ThrottleKey } {
  return {
    address: throttleKey("address", attempt.clientAddress, settings.maxFailuresPerAddress),
    account: throttleKey("account", normalisedAccount(attempt.email), settings.maxFailuresPerAccount),
  };
}

function windowOf(settings: SignInThrottleSettings): Prisma.Sql {
  return Prisma.sql`(${settings.windowSeconds}::int * interval '1 second')`;
}

async function reserveKey(database: Database, key: ThrottleKey, settings: SignInThrottleSettings): Promise<Reservation> {
  const window = windowOf(settings);
  const [row] = await database.$queryRaw<{ attempts: number; secondsLeft: number }[]>`
    INSERT INTO "SignInThrottle" AS throttle ("kind", "keyHash", "windowStart", "attempts")
    VALUES (${key.kind}, ${key.keyHash}, now(), 1)
    ON CONFLICT ("kind", "keyHash") DO UPDATE SET
      "attempts" = CASE WHEN throttle."windowStart" <= now() - ${window} THEN 1
                        ELSE LEAST(throttle."attempts" + 1, ${key.limit}::int + 1) END,
      "windowStart" = CASE WHEN throttle."windowStart" <= now() - ${window} THEN now()
                           WHEN throttle."attempts" + 1 = ${key.limit}::int THEN now()
                           ELSE throttle."windowStart" END
    RETURNING "attempts", ceil(extract(epoch FROM "windowStart" + ${window} - now()))::int AS "secondsLeft"`;
  if (row.attempts <= key.limit) return { admitted: true };
  return { admitted: false, retryAfterSeconds: Math.max(1, row.secondsLeft) };
}

/** Gives back an attempt that did not fail: refused by the other key, or made with the right password. */
async function releaseKey(database: Database, key: ThrottleKey): Promise<void> {
  await database.$executeRaw`
    UPDATE "SignInThrottle" SET "attempts" = GREATEST("attempts" - 1, 0)
    WHERE "kind" = ${key.kind} AND "keyHash" = ${key.keyHash}`;
}

/**
 * Counts the attempt against its address, then its account; refused while either is at its limit. The
 * address goes first, so attempts from a throttled address never touch (or lock) the account they name.
 */
export async function reserveSignInAttempt(database: Database, attempt: SignInAttempt, settings: SignInThrottleSettings): Promise<Reservation> {
  const keys = keysOf(attempt, settings);
  const address = await reserveKey(database, keys.address, settings);
  if (!address.admitted) return address;
  const account = await reserveKey(database, keys.account, settings);
  if (!account.admitted) await releaseKey(database, keys.address);
  return account;
}

/**
 * The right password: the account starts afresh; the address keeps its other failures, so signing in to
 * one's own account does not wipe the failures made against others. Expired rows are swept here, a
 * few at a time and never waiting on a row another attempt holds.
 */
export async function recordSignInSuccess(database: Database, attempt: SignInAttempt, settings: SignInThrottleSettings): Promise<void> {
  const keys = keysOf(attempt, settings);
  await database.$executeRaw`DELETE FROM "SignInThrottle" WHERE "kind" = ${keys.account.kind} AND "keyHash" = ${keys.account.keyHash}`;
  await releaseKey(database, keys.address);
  await database.$executeRaw`
    DELETE FROM "SignInThrottle" WHERE ("kind", "keyHash") IN (
      SELECT "kind", "keyHash" FROM "SignInThrottle" WHERE "windowStart" <= now() - ${windowOf(settings)}
      ORDER BY "windowStart" LIMIT 1000 FOR UPDATE SKIP LOCKED)`;
}
