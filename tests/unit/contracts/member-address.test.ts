import { describe, expect, it } from "vitest";
import { agentAddress, memberSlug } from "@/lib/contracts/member-address";

// CONTRACT.md, The enterprise: an agent's address is `<agent name as a lowercase slug>@<TOLLGATE_MAIL_DOMAIN>`.

describe("an agent's address", () => {
  it.each([
    ["Release Bot", "release-bot"],
    ["  Rélease   Bot 2! ", "release-bot-2"],
    ["ops_bot.v2", "ops-bot-v2"],
    ["Zoë's Helper", "zoe-s-helper"],
    ["???", "agent"],
  ])("%j → %s", (name, slug) => {
    expect(memberSlug(name)).toBe(slug);
  });

  it("puts the slug at the mail domain", () => {
    expect(agentAddress("Release Bot", "tollgate.local")).toBe("release-bot@tollgate.local");
    expect(agentAddress("Release Bot", "mail.example.org")).toBe("release-bot@mail.example.org");
  });
});
