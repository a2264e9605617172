import { describe, expect, it } from "vitest";
import { PATCH, PUT } from "@/app/v1/runs/route";

describe("a method a route does not have", () => {
  it("is answered 405 with the contract's JSON error and an Allow header", async () => {
    for (const handler of [PUT, PATCH]) {
      const response = await handler(new Request("http://local/v1/runs", { method: "PUT" }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, POST");
      expect(await response.json()).toEqual({
        error: { code: "method_not_allowed", message: "PUT is not allowed here; use GET or POST.", allowed: ["GET", "POST"] },
      });
    }
  });
});
