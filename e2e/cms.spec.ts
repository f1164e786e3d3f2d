import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { readImageSize } from "../src/recipes/read-image-size";
import { SHOWCASE_SIZE } from "../src/recipes/constants";
import {
  DATA_DIR,
  RECIPES_DIR,
  SHOWCASE_FILE,
  recipeFileName,
  type Showcase,
} from "../src/recipes/recipe-files";
import { recipeRedirects } from "../src/recipes/redirects";
import { recipePath } from "../src/recipes/slug";
import { validateRecipes } from "../src/recipes/validate-recipes";
import { createGuard } from "../scripts/cms/local-guard.cjs";
import { MIN_HEIGHT, MIN_WIDTH } from "../scripts/cms/photos.cjs";
import { expect, test } from "./fixtures";
import { freePort } from "./free-port";

const BACKEND_START_MS = 15_000;
const ROOT = path.resolve(__dirname, "..");
/** Loading the 6 MB bundle on a busy 2-core machine can take a while. */
const EDITOR_TEST_MS = 180_000;
const EDITOR_LOAD_MS = 60_000;

type Recipe = Record<string, unknown> & { recipeName: string; slug: string };

/** Every file under a folder with its text, to compare a copy before and after a save. */
const snapshot = async (dir: string): Promise<Map<string, string>> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const texts = await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), (await readFile(file)).toString("base64")] as const;
    }),
  );
  return new Map(texts);
};

/** The files a save added, changed or removed. */
const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])]
    .filter((file) => before.get(file) !== after.get(file))
    .sort();

/** Lines that differ between two versions of a file of the same length, or all if not. */
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  return a.length === b.length ? b.filter((line, index) => line !== a[index]) : b;
};

const waitForBackend = async (server: ChildProcess, url: string) => {
  const deadline = Date.now() + BACKEND_START_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`decap-server exited with ${server.exitCode}`);
    const answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer on ${url}`);
};

test.describe("the recipe editor at /admin", () => {
  test.describe.configure({ mode: "serial", timeout: EDITOR_TEST_MS });
  let repo: string;
  let server: ChildProcess;
  let guard: Server;
  let realData: Map<string, string>;
  let backendUrl: string;
  let photos: string;

  const recipeFile = (slug: string) => path.join(repo, RECIPES_DIR, recipeFileName(slug));
  const readRecipe = async (slug: string) =>
    JSON.parse(await readFile(recipeFile(slug), "utf8")) as Recipe;
  const recipesData = () => snapshot(path.join(repo, DATA_DIR));

  test.beforeAll(async () => {
    realData = await snapshot(path.join(ROOT, DATA_DIR));
    // decap-server writes into this copy, never into the repository's data.
    repo = await mkdtemp(path.join(os.tmpdir(), "cms-e2e-"));
    await cp(path.join(ROOT, DATA_DIR), path.join(repo, DATA_DIR), { recursive: true });
    photos = await mkdtemp(path.join(os.tmpdir(), "cms-e2e-photos-"));
    const decapPort = await freePort();
    server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      cwd: repo,
      env: { ...process.env, PORT: String(decapPort), GIT_REPO_DIRECTORY: repo, MODE: "fs" },
      stdio: "ignore",
    });
    await waitForBackend(server, `http://127.0.0.1:${decapPort}/api/v1`);
    // As `npm run cms`: the editor talks to the guard, which applies the photo rules.
    const port = await freePort();
    backendUrl = `http://127.0.0.1:${port}/api/v1`;
    guard = createGuard({
      host: `127.0.0.1:${port}`,
      origin: new URL(String(test.info().project.use.baseURL)).origin,
      target: { host: "127.0.0.1", port: decapPort },
      root: repo,
    });
    await new Promise<void>((resolve) => guard.listen(port, "127.0.0.1", resolve));
  });

  test.afterAll(async () => {
    server?.kill();
    await new Promise((resolve) => guard?.close(resolve));
    if (repo) await rm(repo, { recursive: true, force: true });
    if (photos) await rm(photos, { recursive: true, force: true });
    expect(await snapshot(path.join(ROOT, DATA_DIR))).toEqual(realData);
  });

  /** Opens the editor on decap-server's copy of the data (the built config names its default port). */
  const openEditor = async (page: Page, hash = "") => {
    const config = await (await page.request.get("/admin/config.yml")).text();
    expect(config).toContain("local_backend: true");
    const localConfig = config.replace(
      "local_backend: true",
      `local_backend:\n  url: ${backendUrl}`,
    );
    await page.route("**/admin/config.yml", (route) =>
      route.fulfill({ contentType: "text/yaml", body: localConfig }),
    );
    await page.goto(`/admin/${hash}`);
    await page.getByRole("button", { name: "Login" }).click();
  };

  const openRecipe = async (page: Page, slug: string) => {
    await openEditor(page, `#/collections/recipes/entries/${slug}`);
    await expect(page.getByLabel("Recipe name")).not.toHaveValue("", {
      timeout: EDITOR_LOAD_MS,
    });
  };

  /** A photo as a phone or camera names it, of the given size. */
  const photoFile = async (name: string, width: number, height: number) => {
    const file = path.join(photos, name);
    const image = sharp({ create: { width, height, channels: 3, background: "#c2410c" } });
    await (name.toLowerCase().endsWith(".png") ? image.png() : image.jpeg()).toFile(file);
    return file;
  };

  const choosePhoto = async (page: Page, file: string, button = "Choose an image") => {
    await page.getByRole("button", { name: button }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole("button", { name: "Choose selected" }).click();
  };

  const publish = async (page: Page) => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  };

  test("lists the recipes one by one and renames one in its own file, keeping its address", async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole("link", { name: "Recipes" }).first().click();
    const names = (await readdir(path.join(repo, RECIPES_DIR))).filter((name) =>
      name.endsWith(".json"),
    );
    await expect(page.locator('a[href*="/collections/recipes/entries/"]')).toHaveCount(
      names.length,
      { timeout: EDITOR_LOAD_MS },
    );

    const before = await recipesData();
    const original = await readRecipe("shakshuka");
    const originalText = await readFile(recipeFile("shakshuka"), "utf8");
    await page.locator('a[href$="/collections/recipes/entries/shakshuka"]').click();
    const name = page.getByLabel("Recipe name");
    await expect(name).toHaveValue(original.recipeName, { timeout: EDITOR_LOAD_MS });
    await name.fill(`${original.recipeName} Deluxe `);
    const preview = page.frameLocator("iframe");
    await expect(
      preview.getByRole("heading", { level: 1, name: `${original.recipeName} Deluxe` }),
    ).toBeVisible();
    await publish(page);
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: EDITOR_LOAD_MS });

    await expect
      .poll(async () => (await readRecipe("shakshuka")).recipeName)
      .toBe(`${original.recipeName} Deluxe`);
    expect(changedFiles(before, await recipesData())).toEqual([
      path.join("recipes", "shakshuka.json"),
    ]);
    const text = await readFile(recipeFile("shakshuka"), "utf8");
    expect(changedLines(originalText, text)).toEqual([
      `  "recipeName": "${original.recipeName} Deluxe",`,
    ]);
    expect((await readRecipe("shakshuka")).slug).toBe(original.slug);
  });

  test("moves a recipe to a new address, recording the old one for a redirect", async ({
    page,
  }) => {
    await openRecipe(page, "caprese-salad");
    await page.getByLabel("Web address").fill("tomato-mozzarella-salad");
    await publish(page);
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: EDITOR_LOAD_MS });

    await expect
      .poll(async () => (await readRecipe("caprese-salad")).slug)
      .toBe("tomato-mozzarella-salad");
    expect((await readRecipe("caprese-salad")).formerSlugs).toEqual(["caprese-salad"]);
    const { problems, recipes } = await validateRecipes(repo, readImageSize);
    expect(problems).toEqual([]);
    expect(recipeRedirects(recipes)).toContainEqual({
      from: recipePath("caprese-salad"),
      to: recipePath("tomato-mozzarella-salad"),
    });
  });

  test("creates a recipe with a phone photo, in a file of its own named after it", async ({
    page,
  }) => {
    const photo = await photoFile("IMG_2041.JPG", 1200, 900);
    const before = await recipesData();
    await openEditor(page, "#/collections/recipes/new");
    await page.getByLabel("Recipe name").fill("Green Shakshuka");
    await page.getByLabel("Author").fill("Elena Ruiz");
    await page.getByLabel("Ingredients match").click();
    await page.getByText("8/10", { exact: true }).click();
    // A first photo, then another: the one left behind is never written.
    await choosePhoto(page, await photoFile("IMG_2040.jpeg", 1200, 900));
    await choosePhoto(page, photo, "Choose different image");
    await publish(page);
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: EDITOR_LOAD_MS });

    await expect
      .poll(async () => (await readRecipe("green-shakshuka")).slug)
      .toBe("green-shakshuka");
    const created = await readRecipe("green-shakshuka");
    expect(Object.keys(created)).toEqual([
      "recipeName",
      "author",
      "ingredientAmount",
      "image",
      "slug",
    ]);
    expect(created.image).toBe("images/green-shakshuka.jpg");
    expect(changedFiles(before, await recipesData())).toEqual([
      path.join("images", "green-shakshuka.jpg"),
      path.join("recipes", "green-shakshuka.json"),
    ]);
    const { problems } = await validateRecipes(repo, readImageSize);
    expect(problems).toEqual([]);
  });

  test("refuses a photo too small for the card as it is chosen, writing nothing", async ({
    page,
  }) => {
    const before = await recipesData();
    await openRecipe(page, "green-shakshuka");
    await choosePhoto(page, await photoFile("Photo 3.jpeg", 400, 300), "Choose different image");
    await expect(page.getByRole("alert")).toHaveText(
      `Not added. This photo is 400×300 px, too small for the recipe card. Choose one of at least ${MIN_WIDTH}×${MIN_HEIGHT} px (1200×900 is ideal).`,
    );
    await expect(page.getByRole("button", { name: "Choose different image" })).toBeVisible();
    expect(changedFiles(before, await recipesData())).toEqual([]);
  });

  test("replaces a recipe's photo and removes the one no recipe uses any more", async ({
    page,
  }) => {
    const before = await recipesData();
    await openRecipe(page, "green-shakshuka");
    await choosePhoto(page, await photoFile("x.PNG", 1600, 1200), "Choose different image");
    await publish(page);
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: EDITOR_LOAD_MS });

    await expect
      .poll(async () => (await readRecipe("green-shakshuka")).image)
      .toBe("images/green-shakshuka.png");
    expect(changedFiles(before, await recipesData())).toEqual([
      path.join("images", "green-shakshuka.jpg"),
      path.join("images", "green-shakshuka.png"),
      path.join("recipes", "green-shakshuka.json"),
    ]);
    const images = await readdir(path.join(repo, DATA_DIR, "images"));
    expect(images).not.toContain("green-shakshuka.jpg");
    const { problems, unusedImages } = await validateRecipes(repo, readImageSize);
    expect(problems).toEqual([]);
    expect(unusedImages).toEqual([]);
  });

  test("refuses a duplicate name before Publish writes anything", async ({ page }) => {
    const before = await recipesData();
    await openEditor(page, "#/collections/recipes/new");
    await page.getByLabel("Recipe name").fill("thai green curry");
    await page.getByLabel("Author").fill("Elena Ruiz");
    const preview = page.frameLocator("iframe");
    await expect(
      preview.getByText("Another recipe is already called “Thai Green Curry”.", { exact: false }),
    ).toBeVisible({ timeout: EDITOR_LOAD_MS });
    await page.getByLabel("Ingredients match").click();
    await page.getByText("8/10", { exact: true }).click();
    // The photo of a refused recipe is not written either.
    const photo = path.join(photos, "IMG_2050.jpeg");
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#15803d" } })
      .jpeg()
      .toFile(photo);
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await publish(page);
    await expect(
      page.getByText(/Another recipe is already called “Thai Green Curry”/).first(),
    ).toBeVisible();
    expect(changedFiles(before, await recipesData())).toEqual([]);
  });

  test("refuses a duplicate name on Publish with the preview pane closed", async ({ page }) => {
    const before = await recipesData();
    await openEditor(page, "#/collections/recipes/new");
    await expect(page.locator("iframe")).toHaveCount(1, { timeout: EDITOR_LOAD_MS });
    await page.getByTitle("Toggle preview").click();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByLabel("Recipe name").fill("thai green curry ");
    await page.getByLabel("Author").fill("Elena Ruiz");
    await page.getByLabel("Ingredients match").click();
    await page.getByText("8/10", { exact: true }).click();
    await publish(page);
    await expect(
      page.getByText(
        "Another recipe is already called “Thai Green Curry”. Give this one its own name.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Entry saved")).toHaveCount(0);
    expect(changedFiles(before, await recipesData())).toEqual([]);
  });

  test("saves the home page's list in its own file only", async ({ page }) => {
    const file = path.join(repo, SHOWCASE_FILE);
    const showcase = JSON.parse(await readFile(file, "utf8")) as Showcase;
    const before = await recipesData();
    await openEditor(page, "#/collections/home/entries/showcase");
    const last = page.getByRole("combobox").last();
    await expect(page.getByRole("combobox")).toHaveCount(showcase.recipes.length, {
      timeout: EDITOR_LOAD_MS,
    });
    await last.click();
    await last.fill("Green Shakshuka");
    await page.getByRole("option", { name: "Green Shakshuka", exact: true }).click();
    await publish(page);
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: EDITOR_LOAD_MS });

    const expected = [...showcase.recipes.slice(0, -1), "green-shakshuka"];
    await expect
      .poll(async () => (JSON.parse(await readFile(file, "utf8")) as Showcase).recipes)
      .toEqual(expected);
    expect(changedFiles(before, await recipesData())).toEqual(["showcase.json"]);
    expect(await readFile(file, "utf8")).toBe(
      `${JSON.stringify({ recipes: expected }, null, 2)}\n`,
    );
  });

  test("shows the home page's list, counting the places taken", async ({ page }) => {
    const file = path.join(repo, SHOWCASE_FILE);
    const showcase = JSON.parse(await readFile(file, "utf8")) as Showcase;
    await openEditor(page, "#/collections/home");
    await page.getByText("Home page showcase").click();
    await expect(page.getByText(`${showcase.recipes.length} recipes on the home page`)).toBeVisible(
      { timeout: EDITOR_LOAD_MS },
    );
    const preview = page.frameLocator("iframe");
    await expect(
      preview.getByText(`${showcase.recipes.length} of ${SHOWCASE_SIZE} chosen`, { exact: false }),
    ).toBeVisible({ timeout: EDITOR_LOAD_MS });
    await expect(preview.getByRole("heading", { level: 3 })).toHaveCount(showcase.recipes.length);
  });
});
