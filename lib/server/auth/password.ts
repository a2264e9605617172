import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Passwords are stored as scrypt$N$r$p$salt$hash (salt and hash in base64), the format schema.prisma's
// User.passwordHash names. The parameters travel with each hash, so they can be raised later without
// breaking the hashes already stored.

const COST = 16_384; // N = 2^14: about 50 ms here, the usual interactive-login setting
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 64;
const SALT_BYTES = 16;
// Refuse absurd parameters in a stored hash instead of burning memory on them.
const MAX_COST = 1_048_576;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE) + 1_048_576;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ["scrypt", COST, BLOCK_SIZE, PARALLELISM, salt.toString("base64"), key.toString("base64")].join("$");
}

/** False for a wrong password and for anything that is not a hash of ours; never throws for bad input. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  const valid = [cost, blockSize, parallelism].every((value) => Number.isInteger(value) && value > 0);
  if (!valid || cost > MAX_COST || (cost & (cost - 1)) !== 0 || expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, salt, { N: cost, r: blockSize, p: parallelism });
  return timingSafeEqual(actual, expected);
}
