import { beforeAll, describe, expect, it } from "vitest";
import { POST as signIn } from "@/app/v1/session/route";
import { testPrisma, truncateAll } from "../../support/test-database";
import { createOrganisation, createUser, noParams, read, type TestUser } from "./api-fixtures";

// Issue 8, item 11: 400 wrong passwords at 23/s, then the right one, were accepted. Defaults of
// lib/server/auth/sign-in-throttle-settings.ts: 10 failures per account, 50 per address, in 15 minutes.

const prisma = testPrisma();
const password = "correct horse battery staple";
let organisationId: string;
let addressCounter = 0;

/** A client address of its own for each test, so their failures never add up against one address. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

function attempt(email: string, pass: string, address: string): Promise<Response> {
  const request = new Request("http://local/v1/session", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, password: pass }),
  });
  return signIn(request, noParams);
}

async function failTimes(count: number, email: string, address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await attempt(email, "wrong password", address)).status);
  return statuses;
}

async function newUser(): Promise<TestUser> {
  return createUser(prisma, organisationId, ["editor"], { password });
}

beforeAll(async () => {
  await truncateAll();
  organisationId = await createOrganisation(prisma, "Throttled");
});

describe("sign-in throttling per account", () => {
  it("refuses the RIGHT password with 429 rate_limited and Retry-After after 10 failures", async () => {
    const user = await newUser();
    const address = freshAddress();
    expect(await failTimes(10, user.email, address)).toEqual(Array(10).fill(401));

    const response = await attempt(user.email, password, address);
    const { status, body } = await read(response);
    expect(status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(body).toEqual({
      error: { code: "rate_limited", message: "Too many sign-in attempts. Try again in 15 minutes.", retryAfterSeconds: retryAfter },
    });
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("counts the account whatever the case of its email, and from any address", async () => {
    const user = await newUser();
    await failTimes(10, user.email.toUpperCase(), freshAddress());
    expect((await attempt(` ${user.email} `, password, freshAddress())).status).toBe(429);
  });

  it("leaves a second account alone", async () => {
    const locked = await newUser();
    const other = await newUser();
    const address = freshAddress();
    await failTimes(11, locked.email, address);
    expect((await attempt(locked.email, password, address)).status).toBe(429);
    expect((await attempt(other.email, password, address)).status).toBe(200);
  });

  it("throttles an unknown email alike, so a 429 tells nothing about which accounts exist", async () => {
    const address = freshAddress();
    const statuses = await failTimes(11, "nobody-here@test.local", address);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it("starts afresh after a right password", async () => {
    const user = await newUser();
    const address = freshAddress();
    await failTimes(9, user.email, address);
    expect((await attempt(user.email, password, address)).status).toBe(200);
    expect(await failTimes(9, user.email, address)).toEqual(Array(9).fill(401));
    expect((await attempt(user.email, password, address)).status).toBe(200);
  });

  it("lets the right password in once the window has passed", async () => {
    const user = await newUser();
    const address = freshAddress();
    await failTimes(10, user.email, address);
    expect((await attempt(user.email, password, address)).status).toBe(429);
    // The window began when the limit was reached; move it 15 minutes and a second into the past.
    const aged = await prisma.$executeRaw`UPDATE "SignInThrottle" SET "windowStart" = now() - interval '901 seconds'`;
    expect(aged).toBeGreaterThan(0);
    expect((await attempt(user.email, password, address)).status).toBe(200);
  });

  it("lets no more than 10 of 30 parallel wrong attempts reach the password check", async () => {
    const user = await newUser();
    const address = freshAddress();
    const responses = await Promise.all(Array.from({ length: 30 }, () => attempt(user.email, "wrong password", address)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await attempt(user.email, password, address)).status).toBe(429);
  });

  it("lets all of 50 parallel right sign-ins in: attempts in flight are not failures (issue 16, item 7)", async () => {
    const user = await newUser();
    const address = freshAddress();
    const responses = await Promise.all(Array.from({ length: 50 }, () => attempt(user.email, password, address)));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 50 }, () => 200));
  });

  it("still checks no more than 10 of 40 parallel wrong passwords, and gives every place back (issue 16, item 7)", async () => {
    const user = await newUser();
    const address = freshAddress();
    const wrong = Array.from({ length: 40 }, () => attempt(user.email, "wrong password", address));
    const statuses = (await Promise.all(wrong)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect((await attempt(user.email, password, address)).status).toBe(429);
    const [row] = await prisma.$queryRaw<{ inFlight: number }[]>`SELECT sum("inFlight")::int AS "inFlight" FROM "SignInThrottle"`;
    expect(row.inFlight).toBe(0);
  });

  it("stores neither the email nor the address, only their hashes", async () => {
    const user = await newUser();
    const address = freshAddress();
    await failTimes(1, user.email, address);
    const rows = await prisma.signInThrottle.findMany();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(user.email);
    expect(stored).not.toContain(address);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.keyHash))).toBe(true);
  });
});

describe("sign-in throttling per client address", () => {
  it("refuses an address after 50 failures across accounts, even with a right password; another address signs in", async () => {
    const user = await newUser();
    const sprayer = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 50; index += 1) statuses.push((await attempt(`sprayed-${index}@test.local`, "wrong password", sprayer)).status);
    expect(statuses).toEqual(Array(50).fill(401));

    const refused = await attempt(user.email, password, sprayer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt(user.email, password, freshAddress())).status).toBe(200);
  });

  it("does not count a throttled address's attempts against the account it names", async () => {
    const user = await newUser();
    const sprayer = freshAddress();
    for (let index = 0; index < 50; index += 1) await attempt(`sprayed-again-${index}@test.local`, "wrong password", sprayer);
    await failTimes(20, user.email, sprayer);
    expect((await attempt(user.email, password, freshAddress())).status).toBe(200);
  });
});
