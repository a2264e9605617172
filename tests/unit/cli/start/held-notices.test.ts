import { describe, expect, it } from "vitest";
import { buildAnnouncement, buildEstimate, builtIn, createHeldNotices, readyLines } from "@/lib/server/cli/start/held-notices";

// Issue 23, item 5: the first start says it builds and how long that takes, and prints the one-time
// password and what to do next last, after the build — never lost when the start ends early.

describe("held notices", () => {
  it("prints nothing while held, then everything once, in order", () => {
    const held = createHeldNotices();
    const printed: string[] = [];
    held.hold("First admin created. password: p4ss");
    held.hold("second");
    expect(printed).toEqual([]);
    held.release((line) => printed.push(line));
    expect(printed).toEqual(["First admin created. password: p4ss", "second"]);
    held.release((line) => printed.push(line));
    expect(printed).toHaveLength(2);
  });

  it("ends with where the console is, how to sign in and the first three things to do", () => {
    const lines = readyLines({ url: "http://127.0.0.1:3000", adminEmail: "admin@tollgate.local", password: "printed", workers: 1 });
    expect(lines[0]).toBe("Tollgate is running at http://127.0.0.1:3000");
    expect(lines[1]).toBe("Sign in as admin@tollgate.local with the password printed just above.");
    const next = lines.join("\n");
    expect(next).toContain("http://127.0.0.1:3000/sign-in");
    expect(next).toMatch(/editor.*CEO.*\/users/);
    expect(next).toContain("http://127.0.0.1:3000/playground");
    expect(lines.at(-1)).toBe("1 worker(s). Ctrl-C stops everything.");
    expect(readyLines({ url: "u", adminEmail: "a", password: "variable", workers: 2 })[1]).toContain("TOLLGATE_ADMIN_PASSWORD");
    expect(readyLines({ url: "u", adminEmail: "a", password: "earlier", workers: 2 })[1]).toContain("printed on the first start");
  });
});

describe("the build's words", () => {
  it("estimates about six minutes on two cores, less on more, and says a first start builds", () => {
    expect(buildEstimate(2)).toBe("about 6 minutes on 2 cores");
    expect(buildEstimate(8)).toBe("about 2 minutes on 8 cores");
    expect(buildEstimate(1)).toBe("about 12 minutes on 1 core");
    expect(buildAnnouncement(true, 2)).toMatch(/^The first start builds the console \(next build, about 6 minutes on 2 cores\); the sign-in password/);
    expect(buildAnnouncement(false, 4)).toMatch(/^The sources changed since the last build: rebuilding/);
  });

  it("says how long the build took", () => {
    expect(builtIn(348_400)).toBe("Built in 5 min 48 s.");
    expect(builtIn(42_000)).toBe("Built in 42 s.");
  });
});
