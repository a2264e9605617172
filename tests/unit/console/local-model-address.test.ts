import { describe, expect, it } from "vitest";
import { localModelAddress } from "@/lib/client/local-model-address";

// Issue 23, item 6: the playground's hint uses the egress policy's own verdict and names the entry to allow.
describe("localModelAddress", () => {
  it.each([
    ["http://127.0.0.1:8080/v1", "127.0.0.1:8080", "a loopback address"],
    ["http://localhost:11434/v1", "localhost:11434", "a name of this machine"],
    ["http://LOCALHOST/v1", "localhost:80", "a name of this machine"],
    ["https://192.168.1.20/v1", "192.168.1.20:443", "a private address"],
    ["http://10.0.0.5:8000", "10.0.0.5:8000", "a private address"],
    ["http://[::1]:8080/v1", "[::1]:8080", "a loopback address"],
    ["http://169.254.1.1:8080", "169.254.1.1:8080", "a link-local address"],
    ["http://0x7f.1:9000/v1", "127.0.0.1:9000", "a loopback address"],
  ])("%s → TOLLGATE_EGRESS_ALLOW=%s", (url, entry, reason) => {
    const local = localModelAddress(url);
    expect(local?.allowEntry).toBe(entry);
    expect(local?.reason).toContain(reason);
  });

  it.each(["https://api.openai.com/v1", "http://8.8.8.8:8080/v1", "not a url", "", "ftp://127.0.0.1/", "https://models.example.com/v1"])("%s → no hint", (url) => {
    expect(localModelAddress(url)).toBeNull();
  });
});
