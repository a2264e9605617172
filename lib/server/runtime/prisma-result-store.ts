import "server-only";
import { randomBytes } from "node:crypto";
import type { ResultStore } from "@/lib/runtime/ports";
import type { Database } from "../db";

/** Refs are unguessable: 144 random bits, so a guessed ref finds nothing (seed "tool rules", Untrusted output). */
export function newResultRef(): string {
  return `res_${randomBytes(18).toString("base64url")}`;
}

export function createPrismaResultStore(database: Database): ResultStore {
  return {
    newRef: newResultRef,
    async put(input) {
      const ref = newResultRef();
      await database.storedResult.create({
        data: {
          ref,
          organisationId: input.organisationId,
          conversationId: input.conversationId,
          runId: input.runId,
          callId: input.callId,
          tool: input.tool,
          text: input.text,
          bytes: Buffer.byteLength(input.text, "utf8"),
          originalBytes: input.originalBytes,
          truncated: input.truncated,
        },
      });
      return { ref };
    },
  };
}
