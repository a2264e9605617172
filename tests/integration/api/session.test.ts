import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMe } from "@/app/v1/me/route";
import { DELETE as signOut, POST as signIn } from "@/app/v1/session/route";
import { GET as listTools } from "@/app/v1/tools/built-in/route";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createOrganisation, createToken, createUser, noParams, read, type TestUser } from "./api-fixtures";

type MeBody = { user: { id: string; email: string; roles: string[] }; organisation: { id: string; name: string }; scopes: string[] };

const prisma = testPrisma();
const password = "correct horse battery staple";
let user: TestUser;

function sessionCookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = /^tollgate_session=([^;]*)/.exec(header);
  if (match === null) throw new Error(`no session cookie in ${header}`);
  return `tollgate_session=${match[1]}`;
}

async function signInAs(email: string, pass: string): Promise<Response> {
  return signIn(apiRequest("/v1/session", { body: { email, password: pass } }), noParams);
}

beforeAll(async () => {
  await truncateAll();
  const organisationId = await createOrganisation(prisma, "Acme");
  user = await createUser(prisma, organisationId, ["editor", "ceo"], { password });
});

describe("POST /v1/session", () => {
  it("signs in with the right password: 200 {user} and an httpOnly SameSite=Lax cookie", async () => {
    const response = await signInAs(user.email, password);
    const { status, body } = await read<{ user: { id: string; email: string; roles: string[] } }>(response.clone());
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, roles: ["editor", "ceo"] });
    const header = response.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^tollgate_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800;/);
    expect(header).not.toContain("Secure");
    const stored = await prisma.session.findMany({ where: { userId: user.id } });
    expect(stored.length).toBeGreaterThan(0);
    // Only the hash is stored.
    expect(stored.map((session) => session.tokenHash)).not.toContain(sessionCookieOf(response).split("=")[1]);
  });

  it("matches the email whatever its case", async () => {
    expect((await signInAs(user.email.toUpperCase(), password)).status).toBe(200);
  });

  it.each([
    ["a wrong password", () => user.email, "wrong"],
    ["an unknown email", () => "nobody@test.local", password],
  ])("refuses %s with 401 and the same sentence", async (_case, email, pass) => {
    const { status, body } = await read(await signInAs(email(), pass));
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: "unauthenticated", message: "Email or password is wrong." } });
  });

  it("refuses a user without a password (tokens only)", async () => {
    const tokenOnly = await createUser(prisma, user.organisationId, ["editor"]);
    expect((await signInAs(tokenOnly.email, "anything")).status).toBe(401);
  });

  it("answers a missing field with 422 naming it", async () => {
    const { status, body } = await read(await signIn(apiRequest("/v1/session", { body: { email: user.email } }), noParams));
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: "invalid_request", details: [{ path: "password", message: "Required." }] });
  });

  it("sets Secure on the cookie over https", async () => {
    const request = new Request("https://local/v1/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password }),
    });
    expect((await signIn(request, noParams)).headers.get("set-cookie")).toContain("; Secure");
  });
});

describe("the session cookie", () => {
  it("authenticates GET /v1/me and carries every scope the roles allow", async () => {
    const cookie = sessionCookieOf(await signInAs(user.email, password));
    const { status, body } = await read<MeBody>(await getMe(apiRequest("/v1/me", { cookie }), noParams));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      user: { id: user.id, email: user.email, roles: ["editor", "ceo"] },
      organisation: { id: user.organisationId, name: "Acme" },
      scopes: ["tools:read", "runs:read", "runs:write", "gates:decide"],
    });
    expect((await listTools(apiRequest("/v1/tools/built-in", { cookie }), noParams)).status).toBe(200);
  });

  it("stops working after DELETE /v1/session, which answers 204 and clears the cookie", async () => {
    const cookie = sessionCookieOf(await signInAs(user.email, password));
    const response = await signOut(apiRequest("/v1/session", { method: "DELETE", cookie }), noParams);
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(/^tollgate_session=; .*Max-Age=0/);
    expect((await getMe(apiRequest("/v1/me", { cookie }), noParams)).status).toBe(401);
  });

  it("stops working once expired", async () => {
    const cookie = sessionCookieOf(await signInAs(user.email, password));
    await prisma.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await getMe(apiRequest("/v1/me", { cookie }), noParams)).status).toBe(401);
  });

  it("is not rescued from a bad bearer token", async () => {
    const cookie = sessionCookieOf(await signInAs(user.email, password));
    const request = apiRequest("/v1/me", { cookie, token: "made-up" });
    expect((await getMe(request, noParams)).status).toBe(401);
  });
});

describe("GET /v1/me with a token", () => {
  it("shows the token's scopes that the user's roles allow", async () => {
    const token = await createToken(prisma, user.id, ["tools:read", "admin"]);
    const { status, body } = await read<MeBody & { via: string }>(await getMe(apiRequest("/v1/me", { token }), noParams));
    expect(status).toBe(200);
    expect(body.scopes).toEqual(["tools:read"]);
    expect(body.via).toBe("token");
  });

  it("answers 401 without credentials", async () => {
    expect((await getMe(apiRequest("/v1/me"), noParams)).status).toBe(401);
  });
});
