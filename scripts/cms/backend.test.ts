import { readFileSync } from "node:fs";
import path from "node:path";
import { backendFromEnv, deploysUrlFromEnv, withBackend } from "./backend.cjs";

const CONFIG = readFileSync(path.join(__dirname, "../../static/admin/config.yml"), "utf8");

describe("backendFromEnv", () => {
  it("defaults to git-gateway on main", () => {
    expect(backendFromEnv({})).toEqual({ name: "git-gateway", branch: "main" });
  });

  it("passes self-hosted identity and gateway URLs to git-gateway", () => {
    expect(
      backendFromEnv({
        CMS_IDENTITY_URL: "https://id.example.com/.netlify/identity",
        CMS_GATEWAY_URL: "https://id.example.com/.netlify/git",
      }),
    ).toEqual({
      name: "git-gateway",
      branch: "main",
      identity_url: "https://id.example.com/.netlify/identity",
      gateway_url: "https://id.example.com/.netlify/git",
    });
  });

  it("configures GitHub with its repository, branch and OAuth server", () => {
    expect(
      backendFromEnv({
        CMS_BACKEND: "github",
        CMS_REPO: "pantry-chef/site",
        CMS_BRANCH: "content",
        CMS_AUTH_BASE_URL: "https://auth.example.com",
        CMS_AUTH_ENDPOINT: "api/auth",
      }),
    ).toEqual({
      name: "github",
      repo: "pantry-chef/site",
      branch: "content",
      base_url: "https://auth.example.com",
      auth_endpoint: "api/auth",
    });
  });

  it.each([
    [{ CMS_BACKEND: "gitlab" }, /CMS_BACKEND must be one of git-gateway, github/],
    [{ CMS_BACKEND: "github" }, /needs CMS_REPO/],
    [{ CMS_BACKEND: "github", CMS_REPO: "just-a-name" }, /CMS_REPO must look like "owner\/name"/],
    [{ CMS_BRANCH: "my branch" }, /CMS_BRANCH is not a branch name/],
    [{ CMS_IDENTITY_URL: "http://id.example.com" }, /CMS_IDENTITY_URL must use https/],
    [{ CMS_IDENTITY_URL: "id.example.com" }, /CMS_IDENTITY_URL must be a full URL/],
  ])("refuses %j with a clear message", (env, message) => {
    expect(() => backendFromEnv(env)).toThrow(message);
  });
});

describe("withBackend", () => {
  it("replaces only the backend block of the committed config", () => {
    const backend = backendFromEnv({ CMS_BACKEND: "github", CMS_REPO: "pantry-chef/site" });
    const written = withBackend(CONFIG, backend);

    expect(written).toContain(
      'backend:\n  name: "github"\n  repo: "pantry-chef/site"\n  branch: "main"\n\n',
    );
    expect(written).not.toContain("git-gateway");
    const outsideBackend = (text: string) => text.slice(text.indexOf("local_backend:"));
    expect(outsideBackend(written)).toBe(outsideBackend(CONFIG));
  });

  it("fails when the config has no backend block", () => {
    expect(() => withBackend("collections: []\n", backendFromEnv({}))).toThrow(/no top-level/);
  });
});

describe("deploysUrlFromEnv", () => {
  const gateway = backendFromEnv({});

  it("takes the address the deployer gives, if it is a full https URL", () => {
    expect(deploysUrlFromEnv({ CMS_DEPLOYS_URL: "https://ci.example.com/site" }, gateway)).toBe(
      "https://ci.example.com/site",
    );
    expect(() => deploysUrlFromEnv({ CMS_DEPLOYS_URL: "ci.example.com" }, gateway)).toThrow(
      /CMS_DEPLOYS_URL must be a full URL/,
    );
  });

  it("finds Netlify's Deploys page from the site name Netlify sets while building", () => {
    expect(deploysUrlFromEnv({ NETLIFY: "true", SITE_NAME: "pantry-chef" }, gateway)).toBe(
      "https://app.netlify.com/sites/pantry-chef/deploys",
    );
  });

  it("shows the content branch's commits, with their checks, for the github backend", () => {
    const github = backendFromEnv({
      CMS_BACKEND: "github",
      CMS_REPO: "pc/site",
      CMS_BRANCH: "content",
    });
    expect(deploysUrlFromEnv({}, github)).toBe("https://github.com/pc/site/commits/content");
  });

  it("names no page it cannot know", () => {
    expect(deploysUrlFromEnv({ CF_PAGES: "1" }, gateway)).toBe("");
  });
});
