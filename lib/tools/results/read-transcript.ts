// read_transcript: earlier turns of the current conversation, verbatim (seed "tool rules", Reading earlier
// turns). The conversation is resolved from the call's own run, so no request can name another one, and
// the asking turn — this run — is left out because it is still being written. Turns are the
// conversation's runs, numbered from 1 in the order they were created.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { redactionOf, type Redact } from "@/lib/runtime/results/redact-in-handler";
import { compactJsonList, jsonText } from "../json-text";
import { requireRun } from "../require-run";
import { pageOfTurns } from "./transcript-budget";
import { redactRunRows, transcriptTurn, type TranscriptTurn } from "./transcript-turn";

type TurnRange = { fromTurn: number; toTurn: number };

/** The runs before the asking one, numbered, narrowed to the range asked for. */
async function earlierRuns(db: PrismaClient, context: ToolContext, range: TurnRange) {
  const runId = requireRun(context);
  const asking = await db.run.findFirst({ where: { id: runId, organisationId: context.organisationId }, select: { conversationId: true } });
  if (asking === null) throw new Error(`read_transcript: run ${runId} is not a run of this organisation`);
  const runs = await db.run.findMany({
    where: { conversationId: asking.conversationId, organisationId: context.organisationId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, status: true, input: true, output: true, createdAt: true, startedAt: true },
  });
  const earlier = runs.slice(0, Math.max(0, runs.findIndex((run) => run.id === runId)));
  const numbered = earlier.map((run, index) => ({ number: index + 1, run }));
  return { earlierCount: earlier.length, inRange: numbered.filter(({ number }) => number >= range.fromTurn && number <= range.toTurn) };
}

async function transcriptTurns(db: PrismaClient, runs: Awaited<ReturnType<typeof earlierRuns>>["inRange"], redact: Redact): Promise<TranscriptTurn[]> {
  const modelTurns = await db.turn.findMany({
    where: { runId: { in: runs.map(({ run }) => run.id) } },
    orderBy: { index: "asc" },
    select: { runId: true, modelText: true, calls: { orderBy: { index: "asc" }, select: { name: true, arguments: true, ref: true } } },
  });
  return runs.map(({ number, run }) =>
    transcriptTurn(number, redactRunRows({ ...run, modelTurns: modelTurns.filter((turn) => turn.runId === run.id) }, redact)),
  );
}

/**
 * Issue 22: this run's own model turns before the asking one (the turn whose call this is), numbered from 1
 * as a compaction names them: its text, and each call's name, arguments, ref and outcome, exactly as stored.
 */
async function thisRunTurns(db: PrismaClient, context: ToolContext, range: TurnRange, redact: Redact) {
  const runId = requireRun(context);
  const asking = await db.toolCall.findFirst({ where: { id: context.callId, runId, organisationId: context.organisationId }, select: { turn: { select: { index: true } } } });
  const askingIndex = asking?.turn?.index ?? Number.MAX_SAFE_INTEGER;
  const rows = await db.turn.findMany({
    where: { runId, run: { organisationId: context.organisationId }, index: { lt: askingIndex } },
    orderBy: { index: "asc" },
    select: { index: true, startedAt: true, modelText: true, calls: { orderBy: { index: "asc" }, select: { name: true, arguments: true, ref: true, outcome: true } } },
  });
  const turns = rows
    .filter((row) => row.index + 1 >= range.fromTurn && row.index + 1 <= range.toTurn)
    .map((row) => {
      const rows = redactRunRows({ status: "finished", input: "", output: null, createdAt: row.startedAt, startedAt: row.startedAt, modelTurns: [{ modelText: row.modelText, calls: row.calls }] }, redact);
      const turn = transcriptTurn(row.index + 1, rows);
      return { ...turn, calls: turn.calls.map((call, position) => ({ ...call, outcome: row.calls[position]!.outcome })) };
    });
  return { earlierCount: rows.length, turns };
}

type TranscriptInput = { fromTurn?: number; toTurn?: number; words?: string; offset: number; maxChars: number; thisRun?: boolean };

export async function readTranscript(input: TranscriptInput, context: ToolContext, services: ToolServices): Promise<string> {
  const { words, offset, maxChars } = input;
  // No range given reads every earlier turn.
  const range = { fromTurn: input.fromTurn ?? 1, toTurn: input.toTurn ?? Number.MAX_SAFE_INTEGER };
  if (input.thisRun) {
    const own = await thisRunTurns(services.db, context, range, redactionOf(context));
    if (own.earlierCount === 0) return jsonText({ earlierTurns: 0, turns: [], note: "This is the run's first turn: there is nothing earlier to read." });
    const page = pageOfTurns(own.turns, { words, offset, maxChars });
    const head = { thisRun: true, earlierTurns: own.earlierCount, matchingTurns: page.matchingTurns, offset, truncated: page.truncated, nextOffset: page.nextOffset };
    return compactJsonList(head, "turns", page.turns);
  }
  const { earlierCount, inRange } = await earlierRuns(services.db, context, range);
  if (earlierCount === 0) return jsonText({ earlierTurns: 0, turns: [], note: "This is the conversation's first turn: there is nothing earlier to read." });
  const turns = await transcriptTurns(services.db, inRange, redactionOf(context));
  const page = pageOfTurns(turns, { words, offset, maxChars });
  // One line per turn: the budget counts each turn's JSON text, and indentation would spend it unseen.
  const head = { earlierTurns: earlierCount, matchingTurns: page.matchingTurns, offset, truncated: page.truncated, nextOffset: page.nextOffset };
  return compactJsonList(head, "turns", page.turns);
}
