/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import os from "node:os";
import { freePort } from "../../e2e/free-port";
import { LOOPBACK, decapServerEnv, localBackendUrl, withLocalBackend } from "./local-server.cjs";

const START_MS = 15_000;

const answersOn = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

const waitUntilListening = async (server: ChildProcess, port: number) => {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`decap-server exited with ${server.exitCode}`);
    if (await answersOn(LOOPBACK, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not listen on ${LOOPBACK}:${port}`);
};

/** Every address of this machine other than 127.0.0.1, IPv6 loopback included. */
const otherAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && entry.address !== LOOPBACK)
    .map((entry) => entry?.address ?? "")
    .filter((address) => !address.startsWith("fe80"));

describe("the local recipe editor backend", () => {
  let server: ChildProcess | undefined;
  afterEach(() => server?.kill());

  it("points the editor at 127.0.0.1 on the chosen port", () => {
    expect(localBackendUrl(8081)).toBe("http://127.0.0.1:8081/api/v1");
    expect(withLocalBackend("backend:\n  name: git-gateway\nlocal_backend: true\n", 9100)).toBe(
      "backend:\n  name: git-gateway\nlocal_backend:\n  url: http://127.0.0.1:9100/api/v1\n",
    );
  });

  it("starts decap-server on 127.0.0.1 and on no other address", async () => {
    const port = await freePort();
    server = spawn(process.execPath, [require.resolve("decap-server")], {
      cwd: os.tmpdir(),
      env: decapServerEnv(process.env, { port, repoDirectory: os.tmpdir() }),
      stdio: "ignore",
    });
    await waitUntilListening(server, port);
    const others = otherAddresses();
    expect(others.length).toBeGreaterThan(0);
    const reachable = await Promise.all(others.map((address) => answersOn(address, port)));
    expect(others.filter((_, index) => reachable[index])).toEqual([]);
  }, 20_000);
});
