// Rows and requests for the API tests: organisations, users with roles, tokens with scopes, and Requests
// shaped as a client sends them. The route handlers are called directly.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createSession } from "@/lib/server/auth/create-session";
import { SESSION_COOKIE_NAME } from "@/lib/server/auth/session-cookie";
import { generateApiToken, hashApiToken } from "@/lib/server/auth/api-token";
import { hashPassword } from "@/lib/server/auth/password";

type Role = "admin" | "editor" | "ceo";

export type TestUser = { id: string; organisationId: string; email: string };

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export async function createOrganisation(prisma: PrismaClient, name = "Test organisation"): Promise<string> {
  return (await prisma.organisation.create({ data: { name } })).id;
}

export async function createUser(
  prisma: PrismaClient,
  organisationId: string,
  roles: Role[],
  options: { email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `${roles.join("-") || "nobody"}-${unique()}@test.local`;
  const passwordHash = options.password === undefined ? null : await hashPassword(options.password);
  const user = await prisma.user.create({ data: { organisationId, email, roles, passwordHash, name: "Test User" } });
  return { id: user.id, organisationId, email };
}

/** A token for the user with these scopes, stored hashed as the CLI stores it. */
export async function createToken(prisma: PrismaClient, userId: string, scopes: string[]): Promise<string> {
  const token = generateApiToken();
  await prisma.apiToken.create({ data: { userId, scopes, tokenHash: hashApiToken(token) } });
  return token;
}

/** An organisation with an admin, an editor and a CEO, each with a token of every scope their role allows. */
export async function createTeam(prisma: PrismaClient) {
  const organisationId = await createOrganisation(prisma);
  const admin = await createUser(prisma, organisationId, ["admin"]);
  const editor = await createUser(prisma, organisationId, ["editor"]);
  const ceo = await createUser(prisma, organisationId, ["ceo"]);
  return {
    organisationId,
    admin,
    editor,
    ceo,
    adminToken: await createToken(prisma, admin.id, ["tools:read", "tools:write", "runs:read", "runs:write", "admin"]),
    editorToken: await createToken(prisma, editor.id, ["tools:read", "runs:read", "runs:write"]),
    ceoToken: await createToken(prisma, ceo.id, ["tools:read", "runs:read", "gates:decide"]),
  };
}

export type Team = Awaited<ReturnType<typeof createTeam>>;

type RequestOptions = { method?: string; token?: string; cookie?: string; body?: unknown; rawBody?: string };

export function apiRequest(path: string, options: RequestOptions = {}): Request {
  const headers = new Headers();
  if (options.token !== undefined) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie !== undefined) headers.set("cookie", options.cookie);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers.set("content-type", "application/json");
  return new Request(`http://local${path}`, { method: options.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

export function params<Params extends Record<string, string>>(values: Params) {
  return { params: Promise.resolve(values) };
}

export const noParams = params({});

/** An error answer (CONTRACT.md, Conventions). */
export type ErrorAnswer = { error: { code: string; message: string; [detail: string]: unknown } };

/** The response's status and JSON, typed as the test expects it to be (the assertions check it). */
export async function read<Body = ErrorAnswer>(response: Response): Promise<{ status: number; body: Body; text: string }> {
  const text = await response.text();
  return { status: response.status, body: (text === "" ? null : JSON.parse(text)) as Body, text };
}

/** A signed-in session of the user (its password set first), as the cookie a browser would send. */
export async function sessionCookieFor(prisma: PrismaClient, userId: string): Promise<string> {
  const user = await prisma.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword("a long enough password") }, select: { id: true, passwordHash: true } });
  const session = await createSession(prisma, { id: user.id, passwordHash: user.passwordHash! });
  if (!session) throw new Error("no session opened");
  return `${SESSION_COOKIE_NAME}=${session.token}`;
}
