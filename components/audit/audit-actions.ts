// Issue 23, item 7: the audit actions the backend records, in words a person reads.
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  "run.cancelled": "Run cancelled",
  "gate.decision_refused": "Gate decision refused",
  "secret_request.fulfilled": "Secret request fulfilled",
  "secret_request.dismissed": "Secret request dismissed",
  "organisation.bindings_changed": "Organisation bindings changed",
  "token.created": "API token made",
  "token.revoked": "API token revoked",
};
