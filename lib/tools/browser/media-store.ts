// Non-text media a tool made (a screenshot): stored by ref with the call, shown in the run timeline and never
// previewed (issue 10, results); the result names each medium in one line instead of carrying its bytes.
// lib/server/media/store-media.ts implements it; lib/tools may not reach lib/server.

export type MediumToStore = { kind: "image" | "audio"; mimeType: string; data: Buffer };

export type MediaOwner = { organisationId: string; runId: string | null; callId: string };

export type MediaStore = {
  /** Stores each medium of a call and returns the lines that name them, in order. */
  store(owner: MediaOwner, media: readonly MediumToStore[]): Promise<string[]>;
};
