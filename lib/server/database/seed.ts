import { randomBytes } from "node:crypto";
import { ROLES } from "@/lib/contracts/role";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { readSettings } from "@/lib/settings/read-settings";
import { hashPassword, verifyPassword } from "../auth/password";
import { includingDeleted } from "@/lib/server/database/soft-delete";

// What a fresh install needs to be usable at once: the organisation, a first admin, a demo agent and a
// demo task. Idempotent: every later run finds the rows and changes nothing (except the admin password
// when TOLLGATE_ADMIN_PASSWORD says otherwise). Serialised by a transaction-level advisory lock, so
// `npm start` and the CLI seeding at the same moment cannot create two organisations.

export const SEED_ORGANISATION_NAME = "Tollgate";
export const SEED_ADMIN_EMAIL = "admin@tollgate.local";
export const DEMO_AGENT_NAME = "Demo agent";
export const DEMO_TASK_NAME = "Demo task";
export const DEMO_TASK_TOOLS = [
  "os.set_execution_name",
  "os.add_execution_link",
  "os.set_context",
  "os.get_context",
  "os.ask_ceo",
  "os.list_built_in_tools",
  "memory.train",
  "memory.ask",
];

/** Also held by `organisation create`, so a new organisation and the first seeding never interleave. */
export const SEED_LOCK_KEY = 7_362_511_205;

export type SeedResult = {
  organisationId: string;
  adminUserId: string;
  agentId: string;
  taskId: string;
  /** True on the run that created the admin. */
  createdAdmin: boolean;
};

export type SeedOptions = {
  /** Where the one-time password notice goes; the CLI sends it to stderr so stdout stays clean. */
  log?: (message: string) => void;
};

type Transaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

function passwordNotice(password: string): string {
  const rule = "=".repeat(72);
  return [
    rule,
    "  First admin created. This password is shown ONCE; keep it now.",
    `    email:    ${SEED_ADMIN_EMAIL}`,
    `    password: ${password}`,
    "  (Set TOLLGATE_ADMIN_PASSWORD to choose it yourself.)",
    rule,
  ].join("\n");
}

type SeededAdmin = { id: string; created: boolean; notice: string | null };

async function seedAdmin(tx: Transaction, organisationId: string): Promise<SeededAdmin> {
  const chosen = readSettings().TOLLGATE_ADMIN_PASSWORD;
  const existing = await tx.user.findUnique({ where: includingDeleted({ email: SEED_ADMIN_EMAIL }) });
  if (existing) {
    // The operator's variable wins over a password set earlier, so they can always sign in with it.
    if (!chosen || (await verifyPassword(chosen, existing.passwordHash))) return { id: existing.id, created: false, notice: null };
    await tx.user.update({ where: { id: existing.id }, data: { passwordHash: await hashPassword(chosen) } });
    return { id: existing.id, created: false, notice: `Admin password of ${SEED_ADMIN_EMAIL} set from TOLLGATE_ADMIN_PASSWORD.` };
  }
  const password = chosen ?? randomBytes(18).toString("base64url");
  const admin = await tx.user.create({
    data: { organisationId, email: SEED_ADMIN_EMAIL, name: "Admin", passwordHash: await hashPassword(password), roles: [...ROLES] },
  });
  const notice = chosen ? `First admin ${SEED_ADMIN_EMAIL} created with the password in TOLLGATE_ADMIN_PASSWORD.` : passwordNotice(password);
  return { id: admin.id, created: true, notice };
}

/**
 * Seed "tools in a run": bindings resolve from the agent, else the organisation's default. A new install
 * turns on the binding tools an agent commonly needs; group posting waits for an admin to choose it.
 */
export const SEED_DEFAULT_BINDINGS = { note: true, record: true, memory: true, script: true, schedule: true, secret: true, group_post: false };

async function seedOrganisation(tx: Transaction): Promise<string> {
  const found = await tx.organisation.findFirst({ where: { name: SEED_ORGANISATION_NAME }, orderBy: { createdAt: "asc" } });
  return (found ?? (await tx.organisation.create({ data: { name: SEED_ORGANISATION_NAME, defaultBindings: SEED_DEFAULT_BINDINGS } }))).id;
}

async function seedDemo(tx: Transaction, organisationId: string) {
  const agent =
    (await tx.agent.findFirst({ where: includingDeleted({ organisationId, name: DEMO_AGENT_NAME }), orderBy: { createdAt: "asc" } })) ??
    (await tx.agent.create({ data: { organisationId, name: DEMO_AGENT_NAME, toolCallBudget: 20, maxIterations: 10 } }));
  const task =
    (await tx.task.findFirst({ where: includingDeleted({ organisationId, name: DEMO_TASK_NAME }), orderBy: { createdAt: "asc" } })) ??
    (await tx.task.create({ data: { organisationId, name: DEMO_TASK_NAME, tools: DEMO_TASK_TOOLS, gates: [] } }));
  return { agentId: agent.id, taskId: task.id };
}

export async function seedDatabase(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((message: string) => console.log(message));
  const { notice, ...result } = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`;
      const organisationId = await seedOrganisation(tx);
      const admin = await seedAdmin(tx, organisationId);
      const demo = await seedDemo(tx, organisationId);
      return { organisationId, adminUserId: admin.id, ...demo, createdAdmin: admin.created, notice: admin.notice };
    },
    { timeout: 30_000 },
  );
  // Only after the commit: a password printed for a rolled-back admin would be a lie.
  if (notice) log(notice);
  return result;
}
