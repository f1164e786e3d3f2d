/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { freePort } from "../../e2e/free-port";
import { createGuard, pathsOf, requestProblem } from "./local-guard.cjs";
import { LOOPBACK, decapServerEnv } from "./local-server.cjs";

const SITE = "http://127.0.0.1:9000";
const BACKEND = "127.0.0.1:8081";
const OPTIONS = { host: BACKEND, origin: SITE };
const HEADERS = { host: BACKEND, origin: SITE };

const persist = (filePath: string) => ({
  action: "persistEntry",
  params: { entry: { path: filePath, raw: "{}" }, assets: [] },
});

describe("requestProblem", () => {
  it("lets the site's own page read and write under data/", () => {
    for (const body of [
      { action: "info" },
      { action: "entriesByFiles", params: { files: [{ path: "data/recipes.json" }] } },
      { action: "getMedia", params: { mediaFolder: "data/images" } },
      persist("data/recipes.json"),
      { action: "persistMedia", params: { asset: { path: "data/images/a.jpg" } } },
    ]) {
      expect(requestProblem({ method: "POST", headers: HEADERS, body }, OPTIONS)).toBeNull();
    }
  });

  it.each([
    ["another local page", { ...HEADERS, origin: "http://localhost:3000" }, /Origin/],
    ["no origin", { host: BACKEND }, /Origin \(none\)/],
    ["a rebinding name", { ...HEADERS, host: "evil.example:8081" }, /Host/],
  ])("refuses %s", (_, headers, problem) => {
    expect(requestProblem({ method: "POST", headers, body: { action: "info" } }, OPTIONS)).toMatch(
      problem,
    );
  });

  it.each([
    "package.json",
    "gatsby-node.ts",
    "data/../package.json",
    "../outside.txt",
    "/etc/passwd",
    "database/x.json",
  ])("refuses any path outside data/, such as %s", (filePath) => {
    expect(
      requestProblem({ method: "POST", headers: HEADERS, body: persist(filePath) }, OPTIONS),
    ).toMatch(/Only data\//);
  });

  it("checks a move's new path and every file of a multi-file write", () => {
    const body = {
      action: "persistEntry",
      params: {
        entry: { path: "data/a.json" },
        dataFiles: [{ path: "data/a.json", newPath: "static/a.json" }],
        assets: [{ path: "data/images/b.jpg" }],
      },
    };
    expect(pathsOf(body)).toEqual(["data/a.json", "static/a.json", "data/images/b.jpg"]);
    expect(requestProblem({ method: "POST", headers: HEADERS, body }, OPTIONS)).toMatch(
      /static\/a\.json/,
    );
  });

  it("answers the browser's preflight from the site and refuses other methods", () => {
    expect(requestProblem({ method: "OPTIONS", headers: HEADERS, body: undefined }, OPTIONS)).toBe(
      null,
    );
    expect(requestProblem({ method: "GET", headers: HEADERS, body: undefined }, OPTIONS)).toMatch(
      /GET/,
    );
  });
});

const START_MS = 15_000;

const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: LOOPBACK, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

describe("the guard in front of a real decap-server", () => {
  let decap: ChildProcess | undefined;
  let guard: Server | undefined;
  let repo = "";
  let guardPort = 0;

  beforeAll(async () => {
    repo = await mkdtemp(path.join(os.tmpdir(), "cms-guard-"));
    await mkdir(path.join(repo, "data"));
    await writeFile(path.join(repo, "package.json"), '{"name":"kept"}');
    const decapPort = await freePort();
    guardPort = await freePort();
    decap = spawn(process.execPath, [require.resolve("decap-server")], {
      cwd: repo,
      env: decapServerEnv(process.env, { port: decapPort, repoDirectory: repo, origin: SITE }),
      stdio: "ignore",
    });
    const deadline = Date.now() + START_MS;
    while (!(await answers(decapPort))) {
      if (Date.now() > deadline) throw new Error("decap-server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    guard = createGuard({
      host: `${LOOPBACK}:${guardPort}`,
      origin: SITE,
      target: { host: LOOPBACK, port: decapPort },
      root: repo,
    });
    await new Promise<void>((resolve) => guard?.listen(guardPort, LOOPBACK, resolve));
  }, 20_000);

  afterAll(async () => {
    decap?.kill();
    await new Promise((resolve) => guard?.close(resolve));
    await rm(repo, { recursive: true, force: true });
  });

  /** A write as the editor sends it, in decap-server's schema. */
  const write = (filePath: string, raw: string) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      entry: { slug: "entry", path: filePath, raw },
      assets: [],
      options: { commitMessage: "Update", useWorkflow: false, status: "draft" },
    },
  });

  const post = (body: unknown, origin = SITE) =>
    fetch(`http://${LOOPBACK}:${guardPort}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });

  it("writes under data/ for the site's page, with CORS for that origin only", async () => {
    const response = await post(write("data/new.json", '{"a":1}'));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(await readFile(path.join(repo, "data", "new.json"), "utf8")).toBe('{"a":1}');
  });

  it("writes nothing outside data/, and nothing for another local page", async () => {
    const outside = await post(write("package.json", "{}"));
    expect(outside.status).toBe(403);
    const foreign = await post(write("data/foreign.json", "{}"), "http://localhost:3000");
    expect(foreign.status).toBe(403);
    expect(await readFile(path.join(repo, "package.json"), "utf8")).toBe('{"name":"kept"}');
    expect(existsSync(path.join(repo, "data", "foreign.json"))).toBe(false);
  });

  const photo = async (width: number, height: number) => ({
    path: "data/images/IMG_2041.JPG",
    content: (
      await sharp({ create: { width, height, channels: 3, background: "#15803d" } })
        .jpeg()
        .toBuffer()
    ).toString("base64"),
    encoding: "base64",
  });
  const recipe = (slug: string, image: string) =>
    `${JSON.stringify({ recipeName: "Green Shakshuka", image, slug }, null, 2)}\n`;
  const withPhoto = async (slug: string, width: number, height: number) => {
    const body = write(`data/recipes/${slug}.json`, recipe(slug, "images/IMG_2041.JPG"));
    return { ...body, params: { ...body.params, assets: [await photo(width, height)] } };
  };
  const images = () => readdir(path.join(repo, "data", "images")).catch(() => [] as string[]);

  it("stores a phone photo under the recipe's name, and removes it with the recipe", async () => {
    const response = await post(await withPhoto("green-shakshuka", 1200, 900));
    expect(response.status).toBe(200);
    expect(await images()).toEqual(["green-shakshuka.jpg"]);
    const saved = JSON.parse(
      await readFile(path.join(repo, "data", "recipes", "green-shakshuka.json"), "utf8"),
    ) as { image: string };
    expect(saved.image).toBe("images/green-shakshuka.jpg");

    const keepPhoto = await post({
      action: "deleteFile",
      params: { branch: "main", path: "data/images/green-shakshuka.jpg", options: {} },
    });
    expect(keepPhoto.status).toBe(422);
    expect(((await keepPhoto.json()) as { error: string }).error).toMatch(/photo of “Green/);

    const deleted = await post({
      action: "deleteFiles",
      params: {
        branch: "main",
        paths: ["data/recipes/green-shakshuka.json"],
        options: { commitMessage: "Delete" },
      },
    });
    expect(deleted.status).toBe(200);
    expect(await images()).toEqual([]);
  });

  it("refuses a photo too small for the card and writes nothing", async () => {
    const response = await post(await withPhoto("tiny", 400, 300));
    expect(response.status).toBe(422);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /400×300 px.*at least 576×432 px/,
    );
    expect(await images()).toEqual([]);
    expect(existsSync(path.join(repo, "data", "recipes", "tiny.json"))).toBe(false);
  });

  it("refuses a photo sent on its own, which no recipe would use", async () => {
    const response = await post({
      action: "persistMedia",
      params: { branch: "main", asset: await photo(1200, 900), options: { commitMessage: "Up" } },
    });
    expect(response.status).toBe(422);
    expect(await images()).toEqual([]);
  });
});
