import { describe, expect, it } from "vitest";
import { readJsonBody } from "@/lib/server/http/read-json-body";

function request(body: string) {
  return new Request("http://local/v1/runs", { method: "POST", body });
}

describe("reading a JSON body", () => {
  it("refuses a body nested deeper than 64 levels with 422, not a stack overflow", async () => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000);
    await expect(readJsonBody(request(deep))).rejects.toMatchObject({ code: "invalid_request" });
  });

  it("refuses a lone surrogate, escaped or not, which PostgreSQL cannot store", async () => {
    await expect(readJsonBody(request('{"input": "\\ud800"}'))).rejects.toMatchObject({ code: "invalid_request" });
    await expect(readJsonBody(request('{"input": "\\udc00x"}'))).rejects.toMatchObject({ code: "invalid_request" });
  });

  it("keeps a proper surrogate pair and ordinary nesting", async () => {
    expect(await readJsonBody(request('{"input": "\\ud83d\\ude00", "a": [[{"b": 1}]]}'))).toEqual({ input: "😀", a: [[{ b: 1 }]] });
  });
});
