import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { copyProject } from "../scripts/project-copy.cjs";
import { PLACEHOLDER_SETTINGS } from "../build-steps/config/site-config-checks";
import { DEFAULTS } from "../src/config/site-config";
import {
  RECIPES_DIR,
  SHOWCASE_FILE,
  recipeFileText,
  showcaseFileText,
  type Showcase,
} from "../src/recipes/recipe-files";
import { expect, test } from "./fixtures";
import { freePort } from "./free-port";

const GATSBY_TIMEOUT_MS = 90_000;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

type Recipe = Record<string, string>;

/**
 * Five problems in the first four recipes: a bad fraction, a misspelt (so also missing) field, a
 * missing photo, and the name of the fifth, which keeps it (its file is named after it).
 */
const breakRecipes = (recipes: Recipe[]): Recipe[] =>
  recipes.map((recipe, index) => {
    if (index === 0) return { ...recipe, ingredientAmount: "11/10" };
    if (index === 1) {
      const { author, ...rest } = recipe;
      return { ...rest, auther: author ?? "" };
    }
    if (index === 2) return { ...recipe, image: "images/not-there.jpg" };
    if (index === 3) return { ...recipe, recipeName: recipes[4]?.recipeName ?? "" };
    return recipe;
  });

/** Runs gatsby; with until, stops it as soon as its output matches. */
const runGatsby = (cwd: string, args: string[], env: Record<string, string> = {}, until?: RegExp) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [require.resolve("gatsby/cli.js"), ...args], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env },
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (until?.test(output.replace(ANSI, "").replace(/\s+/g, " "))) child.kill();
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const timer = setTimeout(() => child.kill(), GATSBY_TIMEOUT_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      // The reporter wraps long lines; compare the text as one line.
      resolve({ code, output: output.replace(ANSI, "").replace(/\s+/g, " ") });
    });
  });

test.describe("a build with broken recipes", () => {
  test.describe.configure({ mode: "serial", timeout: 2 * GATSBY_TIMEOUT_MS });
  let project: string;
  let files: string[];

  test.beforeAll(async () => {
    project = await copyProject(await mkdtemp(path.join(os.tmpdir(), "broken-recipes-")));
    const dir = path.join(project, RECIPES_DIR);
    files = (await readdir(dir)).sort().slice(0, 5);
    const recipes = await Promise.all(
      files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as Recipe),
    );
    await Promise.all(
      breakRecipes(recipes).map((recipe, index) =>
        writeFile(path.join(dir, files[index] ?? ""), recipeFileText(recipe)),
      ),
    );
  });

  test.afterAll(async () => {
    if (project) await rm(project, { recursive: true, force: true });
  });

  test("gatsby build leaves them out, naming every problem, and builds the rest", async () => {
    const { output } = await runGatsby(project, ["build"], {}, /success createPages/);

    const [first, second, , fourth, fifth] = files.map((name) => `${RECIPES_DIR}/${name}`);
    expect(output).toContain("4 recipes are left out of the site until fixed");
    expect(output).toContain(`${first} "`);
    expect(output).toMatch(/", field "ingredientAmount", must be a fraction/);
    expect(output).toContain(`${second} "`);
    expect(output).toContain('field "auther", is not a recipe field. Fix: Did you mean "author"?');
    expect(output).toContain(
      'field "image", points to "images/not-there.jpg", which does not exist',
    );
    expect(output).toContain(`${fourth} "`);
    expect(output).toContain(`field "recipeName", repeats the name of ${fifth}`);
    expect(output).toContain("success onPreBootstrap");
    expect(output).toContain("success createPages");
    // The build goes on to the schema and the pages: no Gatsby error, no stack trace on the way.
    expect(output).not.toMatch(/\bERROR\b|GraphQL error|\bat \S+:\d+:\d+/);
  });

  test("gatsby develop stops before making pages on a broken site-wide file, naming it", async () => {
    const showcase = path.join(project, SHOWCASE_FILE);
    const list = JSON.parse(await readFile(showcase, "utf8")) as Showcase;
    await writeFile(showcase, showcaseFileText({ recipes: [...list.recipes.slice(1), "salmon"] }));
    // develop stops before listening, but Gatsby checks that its port is free first.
    const { code, output } = await runGatsby(project, [
      "develop",
      "--port",
      String(await freePort()),
    ]);

    expect(code).not.toBe(0);
    expect(output).toContain("The recipes have 1 problem:");
    expect(output).toContain(
      `${SHOWCASE_FILE}, field "recipes", item ${list.recipes.length} names "salmon", which is not a recipe.`,
    );
    expect(output).toContain("not finished onPreBootstrap");
    expect(output).not.toContain("createPages");
  });
});

test.describe("a build with malformed app-link settings", () => {
  test.describe.configure({ timeout: GATSBY_TIMEOUT_MS });
  let project: string;

  test.beforeAll(async () => {
    project = await copyProject(await mkdtemp(path.join(os.tmpdir(), "bad-app-links-")));
  });

  test.afterAll(async () => {
    if (project) await rm(project, { recursive: true, force: true });
  });

  test("gatsby build stops at once, naming each variable, its value and the form it needs", async () => {
    const { code, output } = await runGatsby(project, ["build"], {
      GATSBY_IOS_TEAM_ID: "abcde12345",
      GATSBY_IOS_BUNDLE_ID: "pantrychef",
      GATSBY_ANDROID_CERT_FINGERPRINTS: "14:6D:E9",
    });

    expect(code).not.toBe(0);
    expect(output).toContain('GATSBY_IOS_TEAM_ID is "abcde12345", but must be 10 uppercase');
    expect(output).toContain('GATSBY_IOS_BUNDLE_ID is "pantrychef", but must be a reverse-DNS');
    expect(output).toContain(
      'GATSBY_ANDROID_CERT_FINGERPRINTS is "14:6D:E9", but must be a SHA-256 certificate ' +
        "fingerprint: 32 colon-separated hex byte pairs",
    );
    expect(output).toContain("not finished onPreBootstrap");
    expect(output).not.toContain("createPages");
  });
});

/** What a real deploy sets; any one missing is a placeholder on a host. */
const REAL_SETTINGS = {
  GATSBY_CONTACT_EMAIL: "hello@pantrychef.app",
  GATSBY_SITE_URL: "https://www.pantrychef.app",
  GATSBY_IOS_APP_URL: "https://apps.apple.com/app/id1234567890",
  GATSBY_ANDROID_APP_URL: "https://play.google.com/store/apps/details?id=app.pantrychef",
};

test.describe("a build for a real host", () => {
  test.describe.configure({ mode: "serial", timeout: 2 * GATSBY_TIMEOUT_MS });
  let project: string;

  test.beforeAll(async () => {
    project = await copyProject(await mkdtemp(path.join(os.tmpdir(), "host-build-")));
  });

  test.afterAll(async () => {
    if (project) await rm(project, { recursive: true, force: true });
  });

  test("stops on the example settings, naming every variable and what to set", async () => {
    const { code, output } = await runGatsby(project, ["build"], { CF_PAGES: "1" });

    expect(code).not.toBe(0);
    for (const { key, variable } of PLACEHOLDER_SETTINGS) {
      expect(output).toContain(`${variable} is still the example "${DEFAULTS[key]}": set `);
    }
    expect(output).toContain("not finished onPreBootstrap");
    expect(output).not.toContain("createPages");
  });

  test("names a site URL without https:// by its variable, not as Gatsby's uri error", async () => {
    const { code, output } = await runGatsby(project, ["build"], {
      SITE_ENV: "production",
      ...REAL_SETTINGS,
      GATSBY_SITE_URL: "www.pantrychef.app",
    });

    expect(code).not.toBe(0);
    expect(output).toContain('GATSBY_SITE_URL is "www.pantrychef.app", which is not an https://');
    expect(output).not.toContain("must be a valid uri");
    expect(output).not.toContain("is still the example");
  });

  test("gets past the check once every setting is real", async () => {
    const { output } = await runGatsby(
      project,
      ["build"],
      { NETLIFY: "true", ...REAL_SETTINGS },
      /success onPreBootstrap/,
    );

    expect(output).toContain("success onPreBootstrap");
    expect(output).not.toContain("Site configuration");
  });
});
