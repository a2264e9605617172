import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createModelClient } from "@/lib/models/create-model-client";
import { readSettings } from "@/lib/settings/read-settings";

const noSecrets = { resolveSecret: async () => null, settings: readSettings({}) };
const request = { turnIndex: 0, messages: [{ role: "user" as const, content: "hi" }], tools: [] };

describe("createModelClient", () => {
  it("plays a scripted spec without any key", async () => {
    const client = createModelClient({ provider: "scripted", script: [{ text: "hello" }] }, noSecrets);
    expect(await client.generate(request)).toEqual({ text: "hello", calls: [] });
  });

  it.each([
    ["openai", "OPENAI_API_KEY"],
    ["anthropic", "ANTHROPIC_API_KEY"],
  ] as const)("fails a %s request when neither a secret nor %s gives a key", async (provider, variable) => {
    const client = createModelClient({ provider, model: "m" }, noSecrets);
    await expect(client.generate(request)).rejects.toThrow(`${variable} is not set and the model spec names no apiKeySecret`);
  });

  it.each(["openai", "anthropic"] as const)("fails a %s request whose apiKeySecret names no secret", async (provider) => {
    const client = createModelClient({ provider, model: "m", apiKeySecret: "prod-key" }, noSecrets);
    await expect(client.generate(request)).rejects.toThrow("secret prod-key not found");
  });

  it("asks for the secret again after a failed lookup", async () => {
    let calls = 0;
    const client = createModelClient(
      { provider: "openai-compatible", baseUrl: "http://127.0.0.1:9/v1", model: "m", apiKeySecret: "later" },
      { resolveSecret: async () => (calls++, null), settings: readSettings({}) },
    );
    await expect(client.generate(request)).rejects.toThrow("secret later not found");
    await expect(client.generate(request)).rejects.toThrow("secret later not found");
    expect(calls).toBe(2);
  });
});

describe("createModelClient: provider requests go through the egress policy (CONTRACT.md, Outbound requests)", () => {
  it("refuses a loopback baseUrl that is not allow-listed, without sending anything, and reaches it once it is", async () => {
    const received: string[] = [];
    const server = createServer((incoming, response) => {
      received.push(incoming.url ?? "");
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ id: "x", object: "chat.completion", created: 0, model: "m", choices: [{ index: 0, message: { role: "assistant", content: "hi" }, finish_reason: "stop" }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const spec = { provider: "openai-compatible" as const, baseUrl: `http://127.0.0.1:${port}/v1`, model: "m" };
      const refused = createModelClient(spec, { resolveSecret: async () => null, settings: readSettings({}) });
      await expect(refused.generate(request)).rejects.toThrow(
        "The model openai-compatible:m failed: The address is not allowed: 127.0.0.1 is a loopback address.",
      );
      expect(received).toEqual([]);
      const allowed = createModelClient(spec, { resolveSecret: async () => null, settings: readSettings({ TOLLGATE_EGRESS_ALLOW: `127.0.0.1:${port}` }) });
      expect(await allowed.generate(request)).toEqual({ text: "hi", calls: [] });
      expect(received).toEqual(["/v1/chat/completions"]);
    } finally {
      server.close();
    }
  });
});
