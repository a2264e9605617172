// Secrets whose values hold what JSON escapes and what a line view splits (issue 8, item 1): a PEM key (many
// lines) and a JSON credential (quotes, a backslash, a newline and a tab). `pieces` are parts of each that
// must never appear in anything the product answers, in any form.

export const pemKey = [
  "-----BEGIN PRIVATE KEY-----",
  "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj",
  "MzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu",
  "NMoSfm76oqFvAp8Gy0iz5sxjZmSnXyCdPEovGhLa0VzMaQ8s+CLOyS56YyCFGeJZ",
  "-----END PRIVATE KEY-----",
].join("\n");

export const jsonCredential = JSON.stringify({ type: "service_account", client_secret: "cs-7Hq2\\Zr9\"Wp", note: "first\nsecond\tthird" });

/** Pieces of each value that would betray it: PEM lines and their ends, the credential's distinctive words. */
export const secretPieces: readonly string[] = [
  ...pemKey.split("\n").slice(1, -1).flatMap((line) => [line, line.slice(0, 12), line.slice(-12)]),
  "cs-7Hq2",
  "service_account",
];

/** The text contains none of the pieces (checked raw: an escaped piece contains its raw run of letters). */
export function leakedPieces(text: string): string[] {
  return secretPieces.filter((piece) => text.includes(piece));
}
