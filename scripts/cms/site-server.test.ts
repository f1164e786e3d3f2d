/** @jest-environment node */
import http, { type Server } from "node:http";
import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../e2e/free-port";
import { redirectsFileText, siteRedirects } from "../../src/recipes/redirects";
import { REDIRECTS_FILE, createSiteServer, parseRedirects } from "./site-server.cjs";

const HOST = "127.0.0.1";

const listen = async (server: Server) => {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  return port;
};

const get = (port: number, pathname: string) =>
  new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: HOST, port, path: pathname }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      })
      .on("error", reject);
  });

describe("the site of npm run cms", () => {
  let publicDir: string;
  let site: Server;
  let gatsby: Server;
  let port: number;

  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(os.tmpdir(), "cms-site-"));
    gatsby = http.createServer((request, response) => response.end(`page ${request.url}`));
    const target = { host: HOST, port: await listen(gatsby) };
    site = createSiteServer({ publicDir, target });
    port = await listen(site);
  });

  afterAll(async () => {
    await Promise.all([site, gatsby].map((server) => new Promise((done) => server.close(done))));
    await rm(publicDir, { recursive: true, force: true });
  });

  it("reads the rules the build writes for the hosts", () => {
    const text = redirectsFileText(
      siteRedirects({
        recipes: [{ fileSlug: "caprese", slug: "tomato-salad", formerSlugs: [] }],
        removed: ["fish-pie"],
        leftOut: ["broken-soup"],
      }),
    );
    const rules = parseRedirects(text);
    expect(rules.get("/recipes/caprese/")).toEqual({ to: "/recipes/tomato-salad/", status: 301 });
    expect(rules.get("/recipes/fish-pie")).toEqual({ to: "/recipes/", status: 301 });
    expect(rules.get("/recipes/broken-soup/")).toEqual({ to: "/recipes/", status: 302 });
  });

  it("answers each redirect of the latest build, and serves every other page", async () => {
    const file = path.join(publicDir, REDIRECTS_FILE);
    await writeFile(file, "# rules\n/recipes/caprese/ /recipes/tomato-salad/ 301\n");
    expect(await get(port, "/recipes/caprese/?from=share")).toMatchObject({
      status: 301,
      location: "/recipes/tomato-salad/?from=share",
    });
    expect(await get(port, "/recipes/tomato-salad/")).toMatchObject({
      status: 200,
      body: "page /recipes/tomato-salad/",
    });

    await writeFile(file, "/recipes/tomato-salad/ /recipes/ 302\n");
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    expect(await get(port, "/recipes/tomato-salad/")).toMatchObject({
      status: 302,
      location: "/recipes/",
    });
    expect((await get(port, "/recipes/caprese/")).status).toBe(200);
  });
});
