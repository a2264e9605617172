import { z } from "zod";
import { OfferedToolSchema } from "./offer-schemas";

// GET /v1/runs/:id/messages?turn=N (issue 12, item 9): the messages the model was sent at one turn, as the
// loop builds them (lib/runtime/loop/build-messages.ts), and the tool definitions offered with them (issue 23,
// item 3: per turn, as that turn stored them; before the first turn, GET /v1/runs/:id/offer's).

const ModelCallSentSchema = z.strictObject({ id: z.string(), name: z.string(), arguments: z.unknown() });

export const ModelMessageSchema = z.discriminatedUnion("role", [
  z.strictObject({ role: z.literal("system"), content: z.string() }),
  z.strictObject({ role: z.literal("user"), content: z.string() }),
  z.strictObject({ role: z.literal("assistant"), content: z.string(), calls: z.array(ModelCallSentSchema) }),
  z.strictObject({ role: z.literal("tool"), callId: z.string(), name: z.string(), content: z.string() }),
]);
export type ModelMessageSent = z.infer<typeof ModelMessageSchema>;

export const RunMessagesSchema = z.strictObject({
  runId: z.string(),
  /** The turn these messages opened (zero-based). */
  turn: z.number().int(),
  /** How many turns the run has; before its first, 0 (and `turn` 0 is what the first request sends). */
  turns: z.number().int(),
  messages: z.array(ModelMessageSchema),
  /** The tool definitions sent with these messages, exactly as that turn's request carried them. */
  tools: z.array(OfferedToolSchema),
});
export type RunMessages = z.infer<typeof RunMessagesSchema>;

export const RunMessagesQuerySchema = z.object({
  turn: z.coerce.number().int("turn is a whole number").min(0, "turn is 0 or more").max(100_000).optional(),
});
