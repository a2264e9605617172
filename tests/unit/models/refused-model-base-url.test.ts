import { describe, expect, it } from "vitest";
import { parseAllowList } from "@/lib/settings/allow-list-setting";
import type { EgressPolicy } from "@/lib/egress/egress-policy";
import { refusedModelBaseUrl } from "@/lib/models/refused-model-base-url";
import { egressPolicyOf } from "@/lib/egress/egress-from-environment";
import { readSettings } from "@/lib/settings/read-settings";

// CONTRACT.md, Outbound requests: the check POST /v1/runs makes before a run is recorded.

const policy = (allow: string): EgressPolicy => ({ allow: parseAllowList(allow), resolve: async () => ["10.1.1.1"] });

describe("refusedModelBaseUrl", () => {
  it("says why an openai-compatible baseUrl is refused, after resolving its host", async () => {
    expect(await refusedModelBaseUrl({ provider: "openai-compatible", baseUrl: "https://models.example.org/v1", model: "m" }, () => policy(""))).toBe(
      "the host models.example.org resolves to 10.1.1.1, a private address",
    );
    expect(await refusedModelBaseUrl({ provider: "openai-compatible", baseUrl: "https://models.example.org/v1", model: "m" }, () => policy("10.0.0.0/8"))).toBeNull();
  });

  it("has nothing to check for a spec without a baseUrl, and does not read the egress settings for it", async () => {
    const previous = process.env.TOLLGATE_EGRESS_ALLOW;
    process.env.TOLLGATE_EGRESS_ALLOW = "not a valid entry!";
    try {
      const fromSettings = () => egressPolicyOf(readSettings());
      expect(await refusedModelBaseUrl({ provider: "scripted", script: [] }, fromSettings)).toBeNull();
      expect(await refusedModelBaseUrl({ provider: "openai", model: "gpt" }, fromSettings)).toBeNull();
      await expect(refusedModelBaseUrl({ provider: "openai-compatible", baseUrl: "http://127.0.0.1/v1", model: "m" }, fromSettings)).rejects.toThrow(/^TOLLGATE_EGRESS_ALLOW: /);
    } finally {
      if (previous === undefined) delete process.env.TOLLGATE_EGRESS_ALLOW;
      else process.env.TOLLGATE_EGRESS_ALLOW = previous;
    }
  });
});
