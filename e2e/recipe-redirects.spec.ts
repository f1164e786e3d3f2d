import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { recipeListPath } from "../src/recipes/list-pages";
import {
  NGINX_REDIRECTS_FILE,
  REDIRECTS_FILE,
  nginxRedirectsText,
  siteRedirects,
} from "../src/recipes/redirects";
import { recipePath } from "../src/recipes/slug";
import { RECIPES, expect, test } from "./fixtures";
import { BUILD_DIR, SITE_CONF_DIR, startNginx, type NginxServer } from "./nginx-server";

test.describe("a recipe that moved, was deleted or is left out", () => {
  let server: NginxServer;
  let confDir: string;
  const [recipe] = RECIPES;
  if (!recipe) throw new Error("No recipes");
  const oldSlug = `${recipe.slug}-first-address`;
  const deletedSlug = "fish-pie";
  const leftOutSlug = "broken-soup";

  test.beforeAll(async () => {
    // The build's include files, with the rules the build writes for a recipe whose address changed.
    confDir = await mkdtemp(path.join(os.tmpdir(), "recipe-redirects-"));
    await cp(SITE_CONF_DIR, confDir, { recursive: true });
    const redirects = siteRedirects({
      recipes: [{ fileSlug: oldSlug, slug: recipe.slug, formerSlugs: [] }],
      removed: [deletedSlug],
      leftOut: [leftOutSlug],
    });
    await writeFile(path.join(confDir, NGINX_REDIRECTS_FILE), nginxRedirectsText(redirects));
    server = await startNginx(BUILD_DIR, confDir);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (confDir) await rm(confDir, { recursive: true, force: true });
  });

  for (const from of [recipePath(oldSlug), `${recipePath(oldSlug)}/`]) {
    test(`nginx answers ${from} with a 301 to the recipe's page`, async ({ request }) => {
      const response = await request.get(`${server.origin}${from}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(recipePath(recipe.slug));
      const page = await request.get(`${server.origin}${from}`);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain(recipe.recipeName.replace(/&/g, "&amp;"));
    });
  }

  for (const [slug, status] of [
    [deletedSlug, 301],
    [leftOutSlug, 302],
  ] as const) {
    test(`nginx answers ${recipePath(slug)} with a ${status} to the recipe list`, async ({
      request,
    }) => {
      const response = await request.get(`${server.origin}${recipePath(slug)}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(status);
      expect(response.headers().location).toBe(recipeListPath(1));
    });
  }

  test("the build writes both rule files, and nginx hides the Netlify one", async ({ request }) => {
    expect(await readFile(path.join(BUILD_DIR, REDIRECTS_FILE), "utf8")).toMatch(/^# /);
    expect(await readFile(path.join(SITE_CONF_DIR, NGINX_REDIRECTS_FILE), "utf8")).toMatch(/^# /);
    expect((await request.get(`${server.origin}/${REDIRECTS_FILE}`)).status()).toBe(404);
  });
});
