-- Issue 19 (CONTRACT.md "Mail"): every member (a person or an agent) has a mailbox. A mailbox holds its own
-- copy of each thread it takes part in; messages join a thread by Message-ID / In-Reply-To / References.
-- A thread is in the inbox while it has a received message and is not handled, in the archive once handled,
-- and in `sent` while it has a message the member sent. An outbound message is written ahead as `pending`,
-- keyed by the tool call that sends it, and marked `sent` once the SMTP server took it: a resumed or retried
-- call finds the row and never sends it twice. No foreign keys to the organisation or the member: members are
-- only soft-deleted, and every read goes by (organisation, mailbox).
CREATE TABLE "MailThread" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "ownerKind" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "labels" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "handled" BOOLEAN NOT NULL DEFAULT false,
    "lastMessageAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastFromOwner" BOOLEAN NOT NULL DEFAULT false,
    "snoozedUntil" TIMESTAMPTZ(3),
    "chasedAt" TIMESTAMPTZ(3),
    "chaseNote" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailThread_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "MailThread_organisationId_ownerKind_ownerId_lastMessageAt_idx" ON "MailThread"("organisationId", "ownerKind", "ownerId", "lastMessageAt");

CREATE TABLE "MailMessage" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "folder" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "inReplyTo" TEXT,
    "references" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "fromAddress" TEXT NOT NULL,
    "toAddresses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "ccAddresses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "subject" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL DEFAULT '',
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "sentAt" TIMESTAMPTZ(3) NOT NULL,
    "readAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailMessage_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "MailMessage_threadId_messageId_folder_key" ON "MailMessage"("threadId", "messageId", "folder");
CREATE INDEX "MailMessage_organisationId_messageId_idx" ON "MailMessage"("organisationId", "messageId");
ALTER TABLE "MailMessage" ADD CONSTRAINT "MailMessage_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "MailThread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "MailDraft" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "runId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailDraft_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "MailDraft_threadId_idx" ON "MailDraft"("threadId");
ALTER TABLE "MailDraft" ADD CONSTRAINT "MailDraft_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "MailThread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "MailOutbound" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "callId" TEXT NOT NULL,
    "runId" TEXT,
    "messageId" TEXT NOT NULL,
    "fromAddress" TEXT NOT NULL,
    "toAddresses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "ccAddresses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "inReplyTo" TEXT,
    "references" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailOutbound_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "MailOutbound_callId_key" ON "MailOutbound"("callId");
CREATE INDEX "MailOutbound_status_idx" ON "MailOutbound"("status");

-- os.escalate_mail: the reply the CEO settled on before approving, keyed by the escalation's call. The call's
-- own arguments stay as the model sent them; the handler sends this text instead of the suggested reply.
CREATE TABLE "MailReplyEdit" (
    "callId" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "gateId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "editedById" TEXT NOT NULL,
    "editedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailReplyEdit_pkey" PRIMARY KEY ("callId")
);
