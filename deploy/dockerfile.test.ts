/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_BUILD_MARKER, nginxHeadersDir } from "../build-steps/post-build";

/* Docker cannot run where the tests run, so these read the Dockerfile itself, and run its own
   refusal line with sh against a folder laid out like the image's. */

const ROOT = path.resolve(__dirname, "..");
const DOCKERFILE = readFileSync(path.join(__dirname, "Dockerfile"), "utf8");
const DOCKERIGNORE = readFileSync(path.join(__dirname, "Dockerfile.dockerignore"), "utf8");
const instructions = DOCKERFILE.split("\n").filter((line) => /^[A-Z]+ /.test(line));
const named = (keyword: string) => instructions.filter((line) => line.startsWith(`${keyword} `));

const refusal = () => {
  const line = named("RUN").find((run) => run.includes(E2E_BUILD_MARKER));
  if (!line) throw new Error(`No RUN line checks for ${E2E_BUILD_MARKER}`);
  return line.slice("RUN ".length);
};

/** Runs the refusal line as the image build would, with SITE_ROOT pointing at siteRoot. */
const runRefusal = (siteRoot: string) => {
  try {
    execFileSync("sh", ["-c", refusal()], {
      env: { PATH: process.env.PATH, SITE_ROOT: siteRoot },
      stdio: "pipe",
    });
    return { refused: false, message: "" };
  } catch (error) {
    return { refused: true, message: String((error as { stderr?: Buffer }).stderr ?? "") };
  }
};

describe("deploy/Dockerfile", () => {
  it("starts from nginx-unprivileged pinned by digest", () => {
    const from = named("FROM");
    expect(from).toHaveLength(1);
    expect(from[0]).toMatch(/^FROM nginxinc\/nginx-unprivileged:[\w.-]+@sha256:[0-9a-f]{64}$/);
  });

  it("ends as the image's unprivileged user", () => {
    const users = named("USER");
    expect(users.at(-1)).toBe("USER 101");
  });

  it("copies the nginx header and redirect files from where the build writes them", () => {
    const headersDir = path.relative(ROOT, nginxHeadersDir(path.join(ROOT, "public")));
    expect(named("COPY")).toContain(`COPY ${headersDir}/*.conf /etc/nginx/site/`);
    expect(DOCKERIGNORE.split("\n")).toContain(`!${headersDir}/*.conf`);
  });

  it("refuses a site built for the end-to-end tests, and takes any other", () => {
    const siteRoot = mkdtempSync(path.join(os.tmpdir(), "dockerfile-site-"));
    try {
      writeFileSync(path.join(siteRoot, "index.html"), "<!DOCTYPE html>");
      expect(runRefusal(siteRoot)).toEqual({ refused: false, message: "" });
      writeFileSync(path.join(siteRoot, E2E_BUILD_MARKER), "");
      const result = runRefusal(siteRoot);
      expect(result.refused).toBe(true);
      expect(result.message).toMatch(/npm run build/);
    } finally {
      rmSync(siteRoot, { recursive: true, force: true });
    }
  });

  it("checks the copied site, after it is copied", () => {
    const copySite = instructions.findIndex((line) => line.startsWith("COPY public/ "));
    const check = instructions.findIndex((line) => line.includes(E2E_BUILD_MARKER));
    expect(copySite).toBeGreaterThan(-1);
    expect(check).toBeGreaterThan(copySite);
    expect(instructions[copySite]).toMatch(/ \/usr\/share\/nginx\/html\/$/);
    expect(DOCKERFILE).toMatch(/SITE_ROOT=\/usr\/share\/nginx\/html/);
  });
});
