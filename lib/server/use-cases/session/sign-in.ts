import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/contracts/api-error";
import type { SessionUser, SignInBody } from "@/lib/contracts/session-bodies";
import { createSession, type NewSession } from "@/lib/server/auth/create-session";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { recordSignInFailure, recordSignInSuccess, releaseSignInAttempt, reserveSignInAttempt } from "@/lib/server/auth/sign-in-throttle";
import type { SignInThrottleSettings } from "@/lib/server/auth/sign-in-throttle-settings";
import type { Database } from "@/lib/server/db";
import { toSessionUser } from "./session-user";
import { live } from "@/lib/server/database/soft-delete";

export const WRONG_CREDENTIALS_MESSAGE = "Email or password is wrong.";

export type SignInOutcome =
  | { outcome: "signed_in"; user: SessionUser; session: NewSession }
  | { outcome: "throttled"; retryAfterSeconds: number };

export type SignInContext = { clientAddress: string; settings: SignInThrottleSettings };

// A hash no password matches: checked when the email is unknown so both refusals take as long.
let decoyHash: Promise<string> | undefined;

function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(32).toString("base64"));
  return decoyHash;
}

/**
 * docs/internal-api.md, POST /v1/session: opens a session for the right email and password. A wrong password,
 * an unknown email and a user without a password are refused alike, with one sentence. Issue 8, item 11:
 * too many failures for the account or the client address are refused before any password is checked,
 * the right one included, until the window passes; unknown emails are counted the same (no oracle). Issue
 * 16, item 7: only failures count; attempts in flight wait for a place, never refused for being many.
 */
export async function signIn(database: Database, body: SignInBody, context: SignInContext): Promise<SignInOutcome> {
  const attempt = { email: body.email, clientAddress: context.clientAddress };
  const reservation = await reserveSignInAttempt(database, attempt, context.settings);
  if (!reservation.admitted) return { outcome: "throttled", retryAfterSeconds: reservation.retryAfterSeconds };
  let settled = false;
  try {
    // Emails match whatever their case; an exact match wins where two stored spellings differ only in case.
    // A removed user (DELETE /v1/users/:id) signs in no more, whatever its row still holds.
    const candidates = await database.user.findMany({ where: live({ email: { equals: body.email, mode: "insensitive" } }), take: 10 });
    const user = candidates.find((candidate) => candidate.email === body.email) ?? candidates[0] ?? null;
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoy()));
    if (user === null || user.passwordHash === null || !valid) {
      await recordSignInFailure(database, attempt, context.settings);
      settled = true;
      throw new AppError("unauthenticated", WRONG_CREDENTIALS_MESSAGE);
    }
    // Settled before the session is written, so the place goes to a waiting attempt as soon as it can.
    await recordSignInSuccess(database, attempt, context.settings);
    settled = true;
    // Null when the password changed or the user was removed while it was being checked: no session.
    const session = await createSession(database, { id: user.id, passwordHash: user.passwordHash });
    if (session === null) throw new AppError("unauthenticated", WRONG_CREDENTIALS_MESSAGE);
    return { outcome: "signed_in", user: toSessionUser(user), session };
  } finally {
    // Neither a failure nor a success (a database error, a password changed meanwhile): the place is given back.
    if (!settled) await releaseSignInAttempt(database, attempt, context.settings);
  }
}
