-- Issue 8, item 11: sign-in attempts counted per account and per client address, shared by every server
-- instance. Keys are sha256 hashes, so a password typed into the email field is never stored.
-- CreateTable
CREATE TABLE "SignInThrottle" (
    "kind" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL,

    CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("kind","keyHash")
);

-- CreateIndex
CREATE INDEX "SignInThrottle_windowStart_idx" ON "SignInThrottle"("windowStart");
