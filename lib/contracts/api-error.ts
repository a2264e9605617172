// One error type with a closed set of codes, mapped to HTTP status in one place (CONTRACT.md, Conventions).

export const errorStatus = {
  invalid_json: 400,
  invalid_path: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  tool_unknown: 404,
  run_not_found: 404,
  gate_decided: 409,
  gate_mismatch: 409,
  gate_stale: 409,
  conflict: 409,
  recommendation_already_decided: 409,
  issue_already_ended: 409,
  run_not_blocked: 409,
  route_target_not_found: 404,
  invalid_request: 422,
  tool_not_run_callable: 422,
  gate_summary_required: 422,
  mail_malformed: 422,
  mail_recipient_unknown: 422,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type ErrorBody = { error: { code: ErrorCode; message: string; [detail: string]: unknown } };

export type AppErrorOptions = {
  /**
   * A status other than the code's usual one. CONTRACT.md: `tool_unknown` is 404 when a name is looked up,
   * but 422 when a task being saved declares it.
   */
  status?: number;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown>;
  readonly #status: number | undefined;
  constructor(code: ErrorCode, message: string, details: Record<string, unknown> = {}, options: AppErrorOptions = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
    this.#status = options.status;
  }
  get status(): number {
    return this.#status ?? errorStatus[this.code];
  }
  toBody(): ErrorBody {
    // code and message first for people reading the JSON; a detail can never replace either.
    const { code: _code, message: _message, ...details } = this.details;
    return { error: { code: this.code, message: this.message, ...details } };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
