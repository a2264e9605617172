import { describe, expect, it } from "vitest";
import * as catchAll from "@/app/v1/[[...path]]/route";

describe("unknown /v1 paths", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)("answer %s with 404 not_found JSON", async (method) => {
    const response = await catchAll[method](new Request("http://local/v1/nothing/here", { method }));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: { code: "not_found", message: `No endpoint ${method} /v1/nothing/here.` } });
  });

  it("answers /v1 itself too", async () => {
    expect((await catchAll.GET(new Request("http://local/v1"))).status).toBe(404);
  });
});
