-- Gates an earlier cancel closed as a "deny" by whoever cancelled read as what they were: cancelled.
-- Apart from the enum's migration: PostgreSQL uses a new enum value only once it is committed.
UPDATE "Gate" SET "status" = 'cancelled', "decision" = NULL, "decidedById" = NULL
WHERE "status" = 'decided' AND "decision" = 'deny' AND "note" = 'The run was cancelled.';
