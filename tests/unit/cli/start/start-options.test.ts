import { afterEach, describe, expect, it } from "vitest";
import { publicUrl, readStartOptions } from "@/lib/server/cli/start/start-options";

const saved = { PORT: process.env.PORT, HOST: process.env.HOST, WORKERS: process.env.WORKERS };

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("npm start options", () => {
  it("defaults to port 3000 on 127.0.0.1 with one worker", () => {
    delete process.env.PORT;
    delete process.env.HOST;
    delete process.env.WORKERS;
    expect(readStartOptions([])).toEqual({ dev: false, port: 3000, host: "127.0.0.1", workers: 1 });
    expect(publicUrl(readStartOptions([]))).toBe("http://127.0.0.1:3000");
  });

  it("reads --dev, PORT, HOST and WORKERS", () => {
    process.env.PORT = "3100";
    process.env.HOST = "0.0.0.0";
    process.env.WORKERS = "3";
    const options = readStartOptions(["--dev"]);
    expect(options).toEqual({ dev: true, port: 3100, host: "0.0.0.0", workers: 3 });
    expect(publicUrl(options)).toBe("http://localhost:3100");
  });

  it.each([
    [{ PORT: "web" }, [], 'PORT must be a whole number from 1 to 65535, not "web".'],
    [{ WORKERS: "-1" }, [], 'WORKERS must be a whole number from 0 to 64, not "-1".'],
    [{}, ["--prod"], "Unknown argument --prod. The only option is --dev."],
  ])("refuses %j %j", (environment, commandLine, message) => {
    Object.assign(process.env, environment);
    expect(() => readStartOptions(commandLine)).toThrow(message);
  });
});
