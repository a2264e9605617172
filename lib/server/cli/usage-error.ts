/** A mistake in the command line itself (unknown role, missing flag): one line on stderr, exit code 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
}
