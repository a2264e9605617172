// The console's one way to call the API: same-origin, with the session cookie; an error answer becomes
// an ApiError carrying the contract's code and message, shown to the person as it is.

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

type ErrorBody = { error?: { code?: string; message?: string } };

export async function fetchJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    headers: init.body === undefined ? undefined : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(response.status, "unreadable_response", `The server answered ${response.status} with something that is not JSON.`);
  }
  if (!response.ok) {
    const error = (parsed as ErrorBody | null)?.error;
    throw new ApiError(response.status, error?.code ?? "unknown", error?.message ?? `The server answered ${response.status}.`);
  }
  return parsed as T;
}
