/**
 * A mistake in what the command line asks (unknown role, missing flag, an organisation not named or a name
 * already taken): one line on stderr, exit code 2, nothing changed.
 */
export class UsageError extends Error {
  readonly exitCode = 2;
}
