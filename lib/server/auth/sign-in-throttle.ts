import "server-only";
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db";
import type { SignInThrottleSettings } from "./sign-in-throttle-settings";

// Issue 8, item 11: sign-in attempts are counted per account and per client address in PostgreSQL, so every
// server instance shares the count. Issue 16, item 7: what is counted is failures; an attempt takes a place
// BEFORE its password is checked (`inFlight`), in one atomic statement per key, and only while failures and
// places taken stay under the limit, so parallel wrong attempts never check more passwords than the limit
// allows. An attempt that finds every place taken by attempts still in flight waits for one to settle
// (SIGN_IN_WAIT_MILLISECONDS) instead of being refused: 12 of 50 parallel right sign-ins got 429 when places
// in flight counted as failures. Reaching the limit of failures restarts the window: the lock lasts a whole
// window, and while it holds even the right password is refused.

export type SignInAttempt = { email: string; clientAddress: string };

export type Reservation = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** A key's answer: a place, a lock (too many failures), or every place taken by attempts in flight. */
type KeyReservation = Reservation | { admitted: "busy" };

/** How long an attempt waits for a place that attempts in flight hold, and how often it looks again. */
export const SIGN_IN_WAIT_MILLISECONDS = 20_000;
const SIGN_IN_RETRY_MILLISECONDS = 10;
const SIGN_IN_RETRY_MOST_MILLISECONDS = 80;

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

async function reserveKey(database: Database, key: ThrottleKey, settings: SignInThrottleSettings): Promise<KeyReservation> {
  const window = windowOf(settings);
  // A place when the window has passed (everything starts afresh) or failures and places stay under the limit;
  // otherwise the row is left as it is, and the failures it held before this statement say why (one statement
  // either way, as an attempt that waits asks again).
  const [row] = await database.$queryRaw<{ taken: number; attempts: number | null; secondsLeft: number | null }[]>`
    WITH taken AS (
      INSERT INTO "SignInThrottle" AS throttle ("kind", "keyHash", "windowStart", "attempts", "inFlight")
      VALUES (${key.kind}, ${key.keyHash}, now(), 0, 1)
      ON CONFLICT ("kind", "keyHash") DO UPDATE SET
        "attempts" = CASE WHEN throttle."windowStart" <= now() - ${window} THEN 0 ELSE throttle."attempts" END,
        "inFlight" = CASE WHEN throttle."windowStart" <= now() - ${window} THEN 1 ELSE throttle."inFlight" + 1 END,
        "windowStart" = CASE WHEN throttle."windowStart" <= now() - ${window} THEN now() ELSE throttle."windowStart" END
      WHERE throttle."windowStart" <= now() - ${window} OR throttle."attempts" + throttle."inFlight" < ${key.limit}::int
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM taken)::int AS taken, before."attempts",
           ceil(extract(epoch FROM before."windowStart" + ${window} - now()))::int AS "secondsLeft"
    FROM (SELECT 1) AS one
    LEFT JOIN "SignInThrottle" AS before ON before."kind" = ${key.kind} AND before."keyHash" = ${key.keyHash}`;
  if (row === undefined || row.taken > 0) return { admitted: true };
  if (row.attempts === null || row.attempts < key.limit) return { admitted: "busy" };
  return { admitted: false, retryAfterSeconds: Math.max(1, row.secondsLeft ?? 1) };
}

/** Gives back a place: the attempt was refused by the other key, or its password was right. */
async function releaseKey(database: Database, key: ThrottleKey): Promise<void> {
  await database.$executeRaw`
    UPDATE "SignInThrottle" SET "inFlight" = GREATEST("inFlight" - 1, 0)
    WHERE "kind" = ${key.kind} AND "keyHash" = ${key.keyHash}`;
}

/** A wrong password: its place becomes a failure; reaching the limit restarts the window (a whole window's lock). */
async function failKey(database: Database, key: ThrottleKey): Promise<void> {
  await database.$executeRaw`
    UPDATE "SignInThrottle" SET
      "inFlight" = GREATEST("inFlight" - 1, 0),
      "attempts" = LEAST("attempts" + 1, ${key.limit}::int),
      "windowStart" = CASE WHEN "attempts" + 1 = ${key.limit}::int THEN now() ELSE "windowStart" END
    WHERE "kind" = ${key.kind} AND "keyHash" = ${key.keyHash}`;
}

async function reserveKeyWaiting(database: Database, key: ThrottleKey, settings: SignInThrottleSettings, deadline: number): Promise<Reservation> {
  let tries = 0;
  for (;;) {
    const reservation = await reserveKey(database, key, settings);
    if (reservation.admitted !== "busy") return reservation;
    if (Date.now() >= deadline) return { admitted: false, retryAfterSeconds: 1 };
    // Backing off, with jitter, so many waiting attempts do not crowd the database the attempts in flight need.
    await sleep(Math.min(SIGN_IN_RETRY_MOST_MILLISECONDS, SIGN_IN_RETRY_MILLISECONDS * 2 ** tries) * (0.5 + Math.random()));
    tries += 1;
  }
}

/**
 * Takes a place for the attempt with its address, then its account; refused while either is at its limit
 * of failures. The address goes first, so attempts from a throttled address never touch (or lock) the
 * account they name. An admitted attempt is settled by recordSignInFailure or recordSignInSuccess.
 */
export async function reserveSignInAttempt(database: Database, attempt: SignInAttempt, settings: SignInThrottleSettings): Promise<Reservation> {
  const keys = keysOf(attempt, settings);
  const deadline = Date.now() + SIGN_IN_WAIT_MILLISECONDS;
  const address = await reserveKeyWaiting(database, keys.address, settings, deadline);
  if (!address.admitted) return address;
  const account = await reserveKeyWaiting(database, keys.account, settings, deadline);
  if (!account.admitted) await releaseKey(database, keys.address);
  return account;
}

/** An admitted attempt that neither failed nor succeeded (a database error): its places go back. */
export async function releaseSignInAttempt(database: Database, attempt: SignInAttempt, settings: SignInThrottleSettings): Promise<void> {
  const keys = keysOf(attempt, settings);
  await releaseKey(database, keys.address);
  await releaseKey(database, keys.account);
}

/** A wrong password (or an unknown email, counted alike): a failure for the address and for the account. */
export async function recordSignInFailure(database: Database, attempt: SignInAttempt, settings: SignInThrottleSettings): Promise<void> {
  const keys = keysOf(attempt, settings);
  await failKey(database, keys.address);
  await failKey(database, keys.account);
}

/**
 * The right password: the account starts afresh; the address keeps its other failures, so signing in to
 * one's own account does not wipe the failures made against others. Expired rows are swept here, a
 * few at a time and never waiting on a row another attempt holds.
 */
export async function recordSignInSuccess(database: Database, attempt: SignInAttempt, settings: SignInThrottleSettings): Promise<void> {
  const keys = keysOf(attempt, settings);
  // The account's failures are forgotten; the places other attempts hold stay theirs until they settle.
  await database.$executeRaw`
    UPDATE "SignInThrottle" SET "attempts" = 0, "inFlight" = GREATEST("inFlight" - 1, 0)
    WHERE "kind" = ${keys.account.kind} AND "keyHash" = ${keys.account.keyHash}`;
  await releaseKey(database, keys.address);
  await database.$executeRaw`
    DELETE FROM "SignInThrottle" WHERE ("kind", "keyHash") IN (
      SELECT "kind", "keyHash" FROM "SignInThrottle" WHERE "windowStart" <= now() - ${windowOf(settings)}
      ORDER BY "windowStart" LIMIT 1000 FOR UPDATE SKIP LOCKED)`;
}
