import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { buildInfoDir } from "../scripts/built-site.cjs";
import { CONTENT_REPORT_FILE, buildStatus } from "../scripts/cms/build-status.cjs";
import { createGuard } from "../scripts/cms/local-guard.cjs";
import { createSiteServer } from "../scripts/cms/site-server.cjs";
import { copyProject } from "../scripts/project-copy.cjs";
import { VOCABULARY_FILE } from "../src/ingredients/problems";
import { MIN_SOURCE_HEIGHT, MIN_SOURCE_WIDTH, SHOWCASE_SIZE } from "../src/recipes/constants";
import { recipeListPath } from "../src/recipes/list-pages";
import {
  DATA_DIR,
  RECIPES_DIR,
  SHOWCASE_FILE,
  recipeFileName,
  recipeFileText,
  showcaseFileText,
  type Showcase,
} from "../src/recipes/recipe-files";
import { REMOVED_FILE } from "../src/recipes/rules/removed";
import { recipePath } from "../src/recipes/slug";
import { expect, test } from "./fixtures";
import { freePort } from "./free-port";

/*
 * The recipe editor as an editor uses it, in one story through its UI, on a copy of the data that
 * decap-server writes (as `npm run cms` does, behind the same guard): what the editor sees after
 * each step, what it writes, and at the end what the site built from the result answers.
 */

const ROOT = path.resolve(__dirname, "..");
const HOST = "127.0.0.1";
const BACKEND_START_MS = 15_000;
/** Loading the 6 MB bundle on a busy 2-core machine can take a while. */
const EDITOR_LOAD_MS = 60_000;
/** The story and one production build of its result; about 3 minutes on a quiet machine. */
const STORY_MS = 15 * 60_000;
const BUILD_MS = 10 * 60_000;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

type Recipe = Record<string, unknown> & { recipeName: string; slug: string };

/** Every file under a folder with its bytes, to compare a copy before and after a save. */
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

/** Runs `gatsby <args>` in a project; resolves with its exit code and its whole output. */
const runGatsby = (cwd: string, args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [require.resolve("gatsby/cli.js"), ...args], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const timer = setTimeout(() => child.kill(), BUILD_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.replace(ANSI, "").replace(/\s+/g, " ") });
    });
  });

/** `gatsby serve` of a built project, behind the site door of `npm run cms`. */
const serveBuilt = async (project: string) => {
  const gatsbyPort = await freePort();
  const serve = spawn(
    process.execPath,
    [require.resolve("gatsby/cli.js"), "serve", "--host", HOST, "--port", String(gatsbyPort)],
    { cwd: project, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: "ignore" },
  );
  const site = createSiteServer({
    publicDir: path.join(project, "public"),
    target: { host: HOST, port: gatsbyPort },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => site.listen(port, HOST, resolve));
  const origin = `http://${HOST}:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/`).then(
          (answer) => answer.status,
          () => 0,
        ),
      {
        timeout: BACKEND_START_MS * 4,
      },
    )
    .toBe(200);
  return {
    origin,
    stop: async () => {
      serve.kill();
      await new Promise((resolve) => site.close(resolve));
    },
  };
};

test.describe("the recipe editor at /admin", () => {
  test.describe.configure({ mode: "serial", timeout: STORY_MS });
  let repo: string;
  let project: string;
  let server: ChildProcess;
  let guard: Server;
  let realData: Map<string, string>;
  let backendUrl: string;
  let photos: string;

  const dataFile = (file: string) => path.join(repo, file);
  const recipeFile = (slug: string) => dataFile(`${RECIPES_DIR}/${recipeFileName(slug)}`);
  const readRecipe = async (slug: string) =>
    JSON.parse(await readFile(recipeFile(slug), "utf8")) as Recipe;
  const readShowcase = async () =>
    (JSON.parse(await readFile(dataFile(SHOWCASE_FILE), "utf8")) as Showcase).recipes;
  const contentNow = () => snapshot(path.join(repo, DATA_DIR));

  test.beforeAll(async () => {
    realData = await snapshot(path.join(ROOT, DATA_DIR));
    // decap-server writes into this copy, never into the repository's data.
    repo = await mkdtemp(path.join(os.tmpdir(), "cms-e2e-"));
    await cp(path.join(ROOT, DATA_DIR), path.join(repo, DATA_DIR), { recursive: true });
    photos = await mkdtemp(path.join(os.tmpdir(), "cms-e2e-photos-"));
    const decapPort = await freePort();
    server = spawn(process.execPath, [require.resolve("decap-server")], {
      cwd: repo,
      env: { ...process.env, PORT: String(decapPort), GIT_REPO_DIRECTORY: repo, MODE: "fs" },
      stdio: "ignore",
    });
    await waitForBackend(server, `http://${HOST}:${decapPort}/api/v1`);
    // As `npm run cms`: the editor talks to the guard, which applies the photo rules.
    const port = await freePort();
    backendUrl = `http://${HOST}:${port}/api/v1`;
    guard = createGuard({
      host: `${HOST}:${port}`,
      origin: new URL(String(test.info().project.use.baseURL)).origin,
      target: { host: HOST, port: decapPort },
      root: repo,
    });
    await new Promise<void>((resolve) => guard.listen(port, HOST, resolve));
  });

  test.afterAll(async () => {
    server?.kill();
    await new Promise((resolve) => guard?.close(resolve));
    for (const dir of [repo, photos, project]) {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
    expect(await snapshot(path.join(ROOT, DATA_DIR))).toEqual(realData);
  });

  /**
   * Opens the editor on decap-server's copy of the data (the built config names its default port).
   * Every question the editor asks lands in `dialogs`; `answer` says yes or no to it.
   */
  const openEditor = async (
    page: Page,
    hash = "",
    {
      dialogs = [],
      answer = () => true,
    }: { dialogs?: string[]; answer?: (message: string) => boolean } = {},
  ) => {
    const config = await (await page.request.get("/admin/config.yml")).text();
    expect(config).toContain("local_backend: true");
    const localConfig = config.replace(
      "local_backend: true",
      `local_backend:\n  url: ${backendUrl}`,
    );
    await page.route("**/admin/config.yml", (route) =>
      route.fulfill({ contentType: "text/yaml", body: localConfig }),
    );
    // Decap asks before leaving unsaved changes, and offers a draft it kept: say yes.
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void (answer(dialog.message()) ? dialog.accept() : dialog.dismiss());
    });
    await page.goto(`/admin/${hash}`);
    await page.getByRole("button", { name: "Login" }).click();
  };

  const go = async (page: Page, hash: string) => {
    await page.evaluate((to) => (window.location.hash = to), hash);
  };

  const openRecipe = async (page: Page, slug: string) => {
    const { recipeName } = await readRecipe(slug);
    await go(page, `#/collections/recipes/entries/${slug}`);
    // Its own name, not the one of the form open before it.
    await expect(page.getByLabel("Recipe name")).toHaveValue(String(recipeName), {
      timeout: EDITOR_LOAD_MS,
    });
  };

  /** A photo as a phone or camera names it, of the given size. */
  const photoFile = async (name: string, width: number, height: number) => {
    const file = path.join(photos, name);
    await sharp({ create: { width, height, channels: 3, background: "#c2410c" } })
      .jpeg()
      .toFile(file);
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

  const published = async (page: Page) => {
    const notice = page.getByText("Entry saved");
    await expect(notice.first()).toBeVisible({ timeout: EDITOR_LOAD_MS });
    // Dismissed as an editor would, so it covers nothing; it also closes by itself, and on a slow
    // machine it may be gone before the click lands.
    await notice
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect(notice).toHaveCount(0, { timeout: EDITOR_LOAD_MS });
  };

  const ingredientLines = (page: Page) => page.locator("input[id^='ingredient']");

  const addIngredient = async (page: Page, line: string) => {
    await page.getByRole("button", { name: /^Add ingredient/ }).click();
    await ingredientLines(page).last().fill(line);
  };

  const status = (page: Page) => page.getByRole("status", { name: "The site" });

  /** The draft Decap keeps in the browser under `key` ("backup.recipes.<slug>"), as text. */
  const kept = (page: Page, key: string) =>
    page.evaluate(
      (name) =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open("localforage");
          open.onsuccess = () => {
            const read = open.result
              .transaction("keyvaluepairs")
              .objectStore("keyvaluepairs")
              .get(name);
            read.onsuccess = () => resolve(JSON.stringify(read.result ?? ""));
            read.onerror = () => resolve("");
          };
          open.onerror = () => resolve("");
        }),
      key,
    );

  const entryLoads = (page: Page, slug: string) =>
    page.waitForResponse(
      (answer) =>
        answer.url().startsWith(backendUrl) &&
        (answer.request().postData() ?? "").includes('"action":"getEntry"') &&
        (answer.request().postData() ?? "").includes(`${slug}.json`),
      { timeout: EDITOR_LOAD_MS },
    );

  test("a file edited by hand that the form cannot hold opens read-only and stays as it is", async ({
    page,
  }) => {
    const original = await readFile(recipeFile("shakshuka"), "utf8");
    const recipe = JSON.parse(original) as Recipe;
    const { author, ...withoutAuthor } = recipe;
    const handMade = (slug: string, recipeName: string) => ({ ...recipe, recipeName, slug });
    const asText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
    const cases = [
      {
        what: "invalid JSON",
        name: "Slip Soup",
        slug: "slip-soup",
        text: asText(handMade("slip-soup", "Slip Soup")).replace('",\n  "author"', '"\n  "author"'),
        inList: "a typing slip on line 3",
        reason: "Its text has a typing slip on line 3",
      },
      {
        what: "an unknown field",
        name: "Misspelt Soup",
        slug: "misspelt-soup",
        text: asText({
          ...handMade("misspelt-soup", "Misspelt Soup"),
          author: undefined,
          auther: author,
        }),
        inList: "a part it should not have (“auther”)",
        reason: "It has a part called “auther” that is not one of a recipe's fields",
      },
      {
        what: "a value of the wrong type",
        name: "Wordy Soup",
        slug: "wordy-soup",
        text: asText({ ...handMade("wordy-soup", "Wordy Soup"), prepTime: "10 minutes" }),
        inList: "a value of the wrong kind (“prepTime”)",
        reason: "Its “Preparation time in minutes” is written as the wrong kind of value",
      },
    ];
    const added = [...cases.map(({ slug }) => slug), "authorless-soup"];
    try {
      for (const { slug, text } of cases) await writeFile(recipeFile(slug), text);
      await openEditor(page, "#/collections/recipes");
      for (const { what, name, slug, text, inList, reason } of cases) {
        await test.step(`${what}: listed as broken, opened read-only with its text, never saved`, async () => {
          const listed = page.locator(`a[href$="/collections/recipes/entries/${slug}"]`);
          await expect(listed).toContainText(name, { timeout: EDITOR_LOAD_MS });
          await expect(listed).toContainText(`cannot be opened in the editor · ${inList}`);
          await listed.click();
          const broken = page.locator("[data-recipe-unreadable]");
          await expect(
            broken.getByRole("heading", { name: "This recipe cannot be opened in the editor" }),
          ).toBeVisible({ timeout: EDITOR_LOAD_MS });
          await expect(broken).toContainText(`“${name}”: ${reason}`);
          await expect(broken).toContainText("Ask whoever edited it by hand to repair it");
          await expect(page.getByLabel("The recipe's text, as saved")).toHaveValue(text);
          // No blank form stands for what the file holds, and there is nothing to publish.
          await expect(page.getByLabel("Recipe name")).toHaveCount(0);
          await expect(page.getByLabel("Description")).toBeHidden();
          await expect(page.getByText("Untitled recipe")).toHaveCount(0);
          await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
          expect(await readFile(recipeFile(slug), "utf8")).toBe(text);
          await go(page, "#/collections/recipes");
        });
      }

      await test.step("a missing field: opened as its form, whole, and repaired by filling it in", async () => {
        const text = asText({
          ...withoutAuthor,
          recipeName: "Authorless Soup",
          slug: "authorless-soup",
        });
        await writeFile(recipeFile("authorless-soup"), text);
        await page.reload();
        await go(page, "#/collections/recipes/entries/authorless-soup");
        await expect(page.getByLabel("Recipe name")).toHaveValue("Authorless Soup", {
          timeout: EDITOR_LOAD_MS,
        });
        await expect(page.getByLabel("Description")).toHaveValue(String(recipe.description));
        const [firstIngredient] = recipe.ingredients as string[];
        await expect(
          page.locator("input[id^='ingredient']:not([id^='ingredientAmount'])").first(),
        ).toHaveValue(String(firstIngredient));
        await page.getByLabel("Description").fill(`${String(recipe.description)} `);
        await publish(page);
        // Said once, by the notice that stays, not also by Decap's closing toast.
        await expect(
          page.getByRole("alert").filter({ hasText: "Not published: “Author” needs attention" }),
        ).toBeVisible();
        await expect(page.getByRole("alert")).toHaveCount(1);
        expect(await readFile(recipeFile("authorless-soup"), "utf8")).toBe(text);
        await page.getByLabel("Author").fill(String(author));
        await publish(page);
        await published(page);
        await expect
          .poll(() => readRecipe("authorless-soup"))
          .toEqual({ ...recipe, recipeName: "Authorless Soup", slug: "authorless-soup" });
      });

      await test.step("a file broken by hand while its form is open: Publish leaves it as it is", async () => {
        await openRecipe(page, "shakshuka");
        await page.getByLabel("Description").fill("An edit made over a broken file.");
        const slip = original.replace('",\n  "author"', '"\n  "author"');
        await writeFile(recipeFile("shakshuka"), slip);
        await publish(page);
        // The notice that stays, and only it: Decap's own closing toast would say it twice.
        await expect(page.locator(".publish-answer")).toContainText(
          "this recipe was changed outside the editor since you opened it",
          { timeout: EDITOR_LOAD_MS },
        );
        await expect(page.getByRole("alert")).toHaveCount(1);
        await expect(page.getByText(/^Not saved\. Error/)).toBeHidden();
        expect(await readFile(recipeFile("shakshuka"), "utf8")).toBe(slip);
      });
    } finally {
      await writeFile(recipeFile("shakshuka"), original);
      for (const slug of added) await rm(recipeFile(slug), { force: true });
    }
  });

  test("a Publish refused for a field's own check says so, at the field, until closed", async ({
    page,
  }) => {
    const before = await contentNow();
    await openEditor(page, "#/collections/recipes/new");
    await page.getByLabel("Recipe name").fill("Za'atar Flatbread", { timeout: EDITOR_LOAD_MS });
    await page.getByLabel("Author").fill("Elena Ruiz");
    await page.getByLabel("Ingredients match").click();
    await page.getByText("5/10", { exact: true }).click();
    await choosePhoto(page, await photoFile("flatbread.jpg", 1200, 900));
    await addIngredient(page, "1 tbsp za'atar");
    // With the preview hidden, as an editor on a small screen works.
    await page.getByRole("button", { name: "Toggle preview" }).click();
    await page.getByLabel("Recipe name").scrollIntoViewIfNeeded();
    await publish(page);
    const notice = page.getByRole("alert").filter({ hasText: "Not published:" });
    await expect(notice).toContainText(
      "Not published: “Ingredients” needs attention. Names no ingredient the site knows (see below). Nothing was saved.",
    );
    const line = ingredientLines(page).last();
    await expect(line).toBeFocused();
    await expect(line).toBeInViewport();
    // It stays while the editor works on, until closed.
    await page.getByLabel("Author").click();
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Close" }).click();
    await expect(notice).toHaveCount(0);
    expect(changedFiles(before, await contentNow())).toEqual([]);
  });

  for (const [width, height, slug] of [
    [1440, 900, "basil-pesto-gnocchi"],
    [390, 844, "black-bean-burrito-bowl"],
  ] as const) {
    test(`unsaved changes at ${width} px: kept at once, offered after a reload, marked, discarded`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const saved = await readRecipe(slug);
      const before = await contentNow();
      const dialogs: string[] = [];
      let answer = true;
      await openEditor(page, `#/collections/recipes/entries/${slug}`, {
        dialogs,
        answer: () => answer,
      });
      const description = page.getByLabel("Description");
      await expect(description).toHaveValue(String(saved.description), {
        timeout: EDITOR_LOAD_MS,
      });
      const draft = `A draft at ${width} px, not published.`;

      await test.step("the draft is in the browser a moment after the change", async () => {
        await description.fill(draft);
        // Decap alone writes it 2 s after the last change.
        await expect
          .poll(() => kept(page, `backup.recipes.${slug}`), { timeout: 1_500 })
          .toContain(draft);
      });

      await test.step("after a reload it is offered, with the recipe's toolbar and no error", async () => {
        const loaded = entryLoads(page, slug);
        await page.reload();
        await loaded;
        await expect(description).toHaveValue(draft, { timeout: EDITOR_LOAD_MS });
        await expect(page.getByText("Unsaved changes", { exact: false }).first()).toBeVisible();
        await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
        await expect(page.getByText("Failed to load preview")).toHaveCount(0);
        await expect(page.getByText(/Cannot read properties/)).toHaveCount(0);
        expect(dialogs.filter((message) => /backup/i.test(message))).toHaveLength(1);
      });

      await test.step("the list marks the recipe that has a draft, and only that one", async () => {
        // The tab closed, the editor opened again at the list (going back to the list inside
        // the editor leaves the changes, and Decap drops their draft).
        await page.goto("about:blank");
        await page.goto("/admin/#/collections/recipes");
        const link = (one: string) =>
          page.locator(`a[href$="/collections/recipes/entries/${one}"]`);
        await expect(link(slug)).toContainText(saved.recipeName, { timeout: EDITOR_LOAD_MS });
        await expect(link(slug)).toContainText("unsaved changes");
        const mark = link(slug).getByText("unsaved changes");
        // Whole, inside the entry and the window (Decap may draw the list again meanwhile).
        await expect(async () => {
          await mark.scrollIntoViewIfNeeded({ timeout: 1_000 });
          const [box, entry] = await Promise.all([mark.boundingBox(), link(slug).boundingBox()]);
          expect(box && entry && box.x + box.width <= Math.min(entry.x + entry.width, width)).toBe(
            true,
          );
        }).toPass({ timeout: EDITOR_LOAD_MS });
        await expect(link("shakshuka")).not.toContainText("unsaved changes");
        await link(slug).click();
        await expect(description).toHaveValue(draft, { timeout: EDITOR_LOAD_MS });
      });

      await test.step("Discard changes asks, naming the recipe, then puts the saved recipe back", async () => {
        const discard = page.getByRole("button", { name: "Discard changes" });
        // On the toolbar's row with Decap's own actions, all of them whole on screen.
        await expect(discard).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("button", { name: "Delete entry" })).toBeInViewport({
          ratio: 1,
        });
        answer = false;
        await discard.click();
        expect(dialogs.at(-1)).toBe(
          `Discard the changes to “${saved.recipeName}” you have not published? It goes back to how it was last saved.`,
        );
        await expect(description).toHaveValue(draft);
        answer = true;
        await discard.click();
        await expect(description).toHaveValue(String(saved.description));
        await expect(discard).toHaveCount(0);
        await expect(page.getByText("Unsaved changes", { exact: false })).toHaveCount(0);
        await expect.poll(() => kept(page, `backup.recipes.${slug}`)).toBe('""');
        await page.reload();
        await expect(description).toHaveValue(String(saved.description), {
          timeout: EDITOR_LOAD_MS,
        });
      });

      await test.step("Delete entry asks with the recipe's name; no leaves it", async () => {
        answer = false;
        await page.getByRole("button", { name: "Delete entry" }).click();
        await expect
          .poll(() => dialogs.at(-1))
          .toBe(
            `Delete “${saved.recipeName}”? Its page then leads to the recipe list, and the home page stops showing it.`,
          );
        expect(changedFiles(before, await contentNow())).toEqual([]);
      });
    });
  }

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`a new recipe's name or address another recipe has is said at the name as it is typed, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const before = await contentNow();
      await openEditor(page, "#/collections/recipes/new");
      const name = page.getByLabel("Recipe name");
      const said = page.locator(".recipe-name-clash");
      await name.fill("Beef and Broccoli", { timeout: EDITOR_LOAD_MS });
      await expect(said).toHaveText(
        "This name makes the web address /recipes/beef-and-broccoli/, which belongs to “Beef & Broccoli”. Change the name a little, or fill in “Web address”.",
      );
      await expect(said).toHaveAttribute("role", "status");
      // Right under the field, whole in the window.
      const [field, note] = await Promise.all([name.boundingBox(), said.boundingBox()]);
      expect(
        field && note && note.y >= field.y + field.height && note.x + note.width <= width,
      ).toBe(true);
      // Decap's "0 method" over the empty list of steps, in words.
      await expect(page.getByText("No steps yet", { exact: true })).toBeVisible();
      await expect(page.getByText("0 method", { exact: true })).toHaveCount(0);
      await name.fill("thai green curry");
      await expect(said).toHaveText(
        "Another recipe is already called “Thai Green Curry”. Give this one its own name.",
      );
      await name.fill("Beef and Broccoli");
      await page.getByLabel("Author").fill("Elena Ruiz");
      await page.getByLabel("Ingredients match").click();
      await page.getByText("5/10", { exact: true }).click();
      await publish(page);
      // Refused at the field itself, which gets the focus, and nothing is written.
      await expect(
        page.getByRole("alert").filter({ hasText: "Not published: “Recipe name” needs attention" }),
      ).toBeVisible();
      await expect(name).toBeFocused();
      await expect(page.getByText(/^Not saved\. Error/)).toHaveCount(0);
      await page.getByLabel("Web address").fill("beef-and-broccoli-stir-fry");
      await expect(said).toHaveText("");
      expect(changedFiles(before, await contentNow())).toEqual([]);
    });
  }

  for (const [width, height, slug] of [
    [1440, 900, "shakshuka"],
    [390, 844, "banana-oat-pancakes"],
  ] as const) {
    test(`a web address another recipe has is said at the field as it is typed, and a removed item comes back, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const saved = await readRecipe(slug);
      const original = await readFile(recipeFile(slug), "utf8");
      // A recipe that moved once: its old address still leads to it.
      const moved = {
        ...(await readRecipe("greek-lemon-potatoes")),
        recipeName: "Moved Soup",
        slug: "moved-soup",
        formerSlugs: ["old-soup"],
      };
      await writeFile(recipeFile("moved-soup"), recipeFileText(moved));
      try {
        const before = await contentNow();
        await openEditor(page, `#/collections/recipes/entries/${slug}`);
        await expect(page.getByLabel("Recipe name")).toHaveValue(saved.recipeName, {
          timeout: EDITOR_LOAD_MS,
        });

        await test.step("the address is marked under the field while it is typed", async () => {
          const address = page.getByLabel("Web address");
          const said = page.locator(".recipe-address-clash");
          await address.fill("beef-and-broccoli");
          await expect(said).toHaveText(
            "The web address /recipes/beef-and-broccoli/ belongs to “Beef & Broccoli”. Choose another address.",
          );
          await expect(said).toHaveAttribute("role", "status");
          const [field, note] = await Promise.all([address.boundingBox(), said.boundingBox()]);
          expect(
            field && note && note.y >= field.y + field.height && note.x + note.width <= width,
          ).toBe(true);
          await address.fill("old-soup");
          await expect(said).toHaveText(
            "The web address /recipes/old-soup/ used to be “Moved Soup”’s and still leads there. Choose another address.",
          );
          // Publish refuses it at the field, which gets the focus, and writes nothing.
          await publish(page);
          await expect(
            page.getByRole("alert").filter({
              hasText:
                "Not published: “Web address” needs attention. The web address /recipes/old-soup/",
            }),
          ).toBeVisible();
          await expect(address).toBeFocused();
          expect(changedFiles(before, await contentNow())).toEqual([]);
          await address.fill(slug);
          await expect(said).toHaveText("");
          await page.getByRole("alert").getByRole("button", { name: "Close" }).click();
        });

        await test.step("a removed ingredient and keyword come back in their place with Undo", async () => {
          const lines = page.locator("input[id^='ingredient']:not([id^='ingredientAmount'])");
          const values = () =>
            lines.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
          const ingredients = saved.ingredients as string[];
          const [, second] = ingredients;
          // Decap's × on the item's bar, the last of its buttons.
          const removeItem = (input: ReturnType<Page["locator"]>) =>
            input
              .locator("xpath=ancestor::div[./div/button][1]")
              .locator(":scope > div > button")
              .last()
              .click();
          await removeItem(lines.nth(1));
          const notice = page.locator(".undo-list-notice").filter({ hasText: "Removed" });
          await expect(notice).toHaveText(`Removed “${second}”Undo×`);
          await expect(notice).toBeInViewport({ ratio: 1 });
          await expect.poll(values).toEqual(ingredients.filter((_, index) => index !== 1));
          await notice.getByRole("button", { name: "Undo" }).click();
          await expect.poll(values).toEqual(ingredients);
          await expect(notice).toHaveCount(0);

          const keywords = page.locator("input[id^='keyword']");
          const [firstKeyword] = saved.keywords as string[];
          await removeItem(keywords.first());
          await expect(notice).toContainText(`Removed “${firstKeyword}”`);
          await notice.getByRole("button", { name: "Undo" }).click();
          await expect
            .poll(() =>
              keywords.evaluateAll((inputs) =>
                inputs.map((input) => (input as HTMLInputElement).value),
              ),
            )
            .toEqual(saved.keywords);
        });

        await test.step("published, the file holds every item in its order", async () => {
          await page.getByLabel("Description").fill(`${String(saved.description)} Serve warm.`);
          await publish(page);
          await published(page);
          await expect
            .poll(async () => (await readRecipe(slug)).description)
            .toBe(`${String(saved.description)} Serve warm.`);
          expect(await readRecipe(slug)).toEqual({
            ...saved,
            description: `${String(saved.description)} Serve warm.`,
          });
        });
      } finally {
        await rm(recipeFile("moved-soup"), { force: true });
        await writeFile(recipeFile(slug), original);
      }
    });
  }

  test("the recipes are listed by name, search finds one by an ingredient, and the ingredient list takes German and Spanish names", async ({
    page,
  }) => {
    const files = (await readdir(dataFile(RECIPES_DIR))).filter((name) => name.endsWith(".json"));
    const names = await Promise.all(
      files.map(async (name) => (await readRecipe(name.replace(/\.json$/, ""))).recipeName),
    );
    const vocabularyText = await readFile(dataFile(VOCABULARY_FILE), "utf8");
    try {
      await test.step("the list is in the order of the names", async () => {
        await openEditor(page, "#/collections/recipes");
        const links = page.locator('a[href*="/collections/recipes/entries/"]');
        await expect(links).toHaveCount(files.length, { timeout: EDITOR_LOAD_MS });
        await expect
          .poll(async () => (await links.allTextContents()).map((text) => text.split(" · ")[0]))
          .toEqual([...names].sort());
      });

      await test.step("search finds the recipes that use an ingredient, not only by their names", async () => {
        const search = page.getByPlaceholder(/Search/);
        await search.fill("coconut milk");
        await search.press("Enter");
        const found = page.locator('a[href*="/collections/recipes/entries/"]');
        await expect(found.filter({ hasText: "Thai Green Curry" })).toHaveCount(1, {
          timeout: EDITOR_LOAD_MS,
        });
        await expect(found.filter({ hasText: "Chickpea Coconut Curry" })).toHaveCount(1);
      });

      await test.step("an entry's German words are edited in the form, checked, and saved", async () => {
        await go(page, "#/collections/ingredients/entries/ingredients");
        const egg = page.getByText("egg · Dairy and eggs", { exact: true });
        await expect(egg).toBeVisible({ timeout: EDITOR_LOAD_MS });
        // Its bar's first button opens the entry.
        await egg.locator("xpath=..").locator(":scope > div > button").first().click();
        const shown = (label: string) => page.getByLabel(label).filter({ visible: true });
        await expect(shown("German: one (e.g. Ei)")).toHaveValue("Ei");
        await expect(shown("Spanish: several (e.g. huevos)")).toHaveValue("huevos");
        const germanWords = shown("German: other words for it");
        const words = await germanWords.inputValue();
        // A name for one and none for several is refused, in words, and nothing is written.
        await shown("German: several (e.g. Eier)").fill("");
        await publish(page);
        await expect(
          page.getByRole("alert").filter({
            hasText: "“egg”: write its German name for one and for several, or leave both empty.",
          }),
        ).toBeVisible({ timeout: EDITOR_LOAD_MS });
        expect(await readFile(dataFile(VOCABULARY_FILE), "utf8")).toBe(vocabularyText);
        await page.getByRole("alert").getByRole("button", { name: "Close" }).click();
        await shown("German: several (e.g. Eier)").fill("Eier");
        await germanWords.fill(`${words}, Hühnerei`);
        await publish(page);
        await published(page);
        const saved = (file: string) =>
          (JSON.parse(file) as { key: string; de?: { synonyms: string[] } }[]).find(
            ({ key }) => key === "egg",
          );
        await expect
          .poll(async () => saved(await readFile(dataFile(VOCABULARY_FILE), "utf8"))?.de?.synonyms)
          .toEqual([...(saved(vocabularyText)?.de?.synonyms ?? []), "Hühnerei"]);
        // That word, and nothing else of the file.
        const expected = (
          JSON.parse(vocabularyText) as { key: string; de?: { synonyms: string[] } }[]
        ).map((entry) =>
          entry.key === "egg" && entry.de
            ? { ...entry, de: { ...entry.de, synonyms: [...entry.de.synonyms, "Hühnerei"] } }
            : entry,
        );
        expect(await readFile(dataFile(VOCABULARY_FILE), "utf8")).toBe(
          `${JSON.stringify(expected, null, 2)}\n`,
        );
      });
    } finally {
      await writeFile(dataFile(VOCABULARY_FILE), vocabularyText);
    }
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`every screen's toolbar is whole on screen at ${width} px, and names its links and × buttons`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const before = await contentNow();
      const shakshuka = await readRecipe("shakshuka");
      await openEditor(page, "#/collections/recipes");
      const toolbar = page.locator('div[class*="-ToolbarContainer"]');
      /** Every control of the toolbar whole in the window and in the bar, none over another. */
      const fits = async () => {
        const controls = toolbar.locator("a, button, [role='button']").filter({ visible: true });
        const [bar, boxes, names] = await Promise.all([
          toolbar.boundingBox(),
          controls.evaluateAll((all) =>
            all.map((one) => {
              const { x, y, width: w, height: h } = one.getBoundingClientRect();
              return { x, y, w, h };
            }),
          ),
          controls.evaluateAll((all) => all.map((one) => one.textContent?.trim() ?? "")),
        ]);
        expect(bar && bar.width <= width).toBe(true);
        const outside = boxes.flatMap((box, index) =>
          box.x >= 0 &&
          box.x + box.w <= width + 0.5 &&
          bar &&
          box.y >= bar.y - 0.5 &&
          box.y + box.h <= bar.y + bar.height + 0.5
            ? []
            : [names[index]],
        );
        expect(outside).toEqual([]);
        const overlapping = boxes.flatMap((one, i) =>
          boxes.flatMap((other, j) =>
            j > i &&
            // A control inside another (Decap's Publish menu is a button in a button) is no overlap.
            !(other.x >= one.x && other.x + other.w <= one.x + one.w && other.y >= one.y) &&
            one.x < other.x + other.w - 0.5 &&
            other.x < one.x + one.w - 0.5 &&
            one.y < other.y + other.h - 0.5 &&
            other.y < one.y + one.h - 0.5
              ? [`${names[i]} / ${names[j]}`]
              : [],
          ),
        );
        expect(overlapping).toEqual([]);
        // The form starts below the bar.
        const form = await page
          .locator('div[class*="-ControlPaneContainer"]:not([class*="-PreviewPane"]) label')
          .filter({ visible: true })
          .first()
          .boundingBox();
        expect(bar && form && form.y >= bar.y + bar.height - 0.5).toBe(true);
      };
      const siteLink = () => page.getByRole("link", { name: "Pantry Chef", exact: true });

      await test.step("a recipe: its toolbar, the site's name, each ingredient's × named", async () => {
        await go(page, "#/collections/recipes/entries/shakshuka");
        await expect(page.getByLabel("Recipe name")).toHaveValue(shakshuka.recipeName, {
          timeout: EDITOR_LOAD_MS,
        });
        await expect(page.getByRole("button", { name: "Saved" })).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("link", { name: "View on site" })).toBeInViewport({ ratio: 1 });
        await expect(siteLink()).toHaveAttribute("href", "/");
        await expect(siteLink()).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("link", { name: "/", exact: true })).toHaveCount(0);
        const [first] = shakshuka.ingredients as string[];
        const [keyword] = shakshuka.keywords as string[];
        await expect(page.getByRole("button", { name: `Remove “${String(first)}”` })).toHaveCount(
          1,
        );
        await expect(page.getByRole("button", { name: `Remove “${String(keyword)}”` })).toHaveCount(
          1,
        );
        await expect(page.getByRole("button", { name: /^Remove “/ })).toHaveCount(
          [shakshuka.ingredients, shakshuka.steps, shakshuka.keywords].flat().length,
        );
        await fits();
        await page.screenshot({ path: `/tmp/editor-recipe-${width}.png` });
      });

      await test.step("the ingredient list: its toolbar, each ingredient's × named", async () => {
        await go(page, "#/collections/ingredients");
        await go(page, "#/collections/ingredients/entries/ingredients");
        const egg = page.getByText("egg · Dairy and eggs", { exact: true });
        await expect(egg).toBeVisible({ timeout: EDITOR_LOAD_MS });
        await expect(page.getByRole("button", { name: "Saved" })).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("link", { name: "View on site" })).toBeInViewport({ ratio: 1 });
        await expect(siteLink()).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("button", { name: "Remove “egg”" })).toHaveCount(1);
        await fits();
        await page.screenshot({ path: `/tmp/editor-ingredient-list-${width}.png` });
      });

      await test.step("the home page showcase: its toolbar", async () => {
        await go(page, "#/collections/home");
        await go(page, "#/collections/home/entries/showcase");
        await expect(page.getByLabel("Add a recipe")).toBeVisible({ timeout: EDITOR_LOAD_MS });
        await expect(page.getByRole("button", { name: "Saved" })).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("link", { name: "View on site" })).toBeInViewport({ ratio: 1 });
        await expect(siteLink()).toBeInViewport({ ratio: 1 });
        await fits();
        await page.screenshot({ path: `/tmp/editor-showcase-${width}.png` });
      });

      await test.step("a new recipe: not published yet, until something is written in it", async () => {
        await go(page, "#/collections/recipes");
        await go(page, "#/collections/recipes/new");
        const name = page.getByLabel("Recipe name");
        await expect(name).toHaveValue("", { timeout: EDITOR_LOAD_MS });
        const back = page.getByRole("link", { name: /^← Back to Recipes/ });
        await expect(back).toContainText("Not published yet");
        await expect(back).not.toContainText(/Changes saved/i);
        await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeInViewport({
          ratio: 1,
        });
        await fits();
        await page.screenshot({ path: `/tmp/editor-new-recipe-${width}.png` });
        await name.fill("Za'atar Flatbread");
        await expect(back).toContainText(/Unsaved changes/i);
        expect(changedFiles(before, await contentNow())).toEqual([]);
      });
    });
  }

  test("the ingredient list names each item's shelf, not its key", async ({ page }) => {
    const vocabulary = JSON.parse(await readFile(dataFile(VOCABULARY_FILE), "utf8")) as {
      name: { one: string };
      category: string;
    }[];
    const fish = vocabulary.find(({ category }) => category === "meat-fish");
    if (!fish) throw new Error("No entry on the meat and fish shelf");
    await openEditor(page, "#/collections/ingredients/entries/ingredients");
    await expect(page.getByText(`${fish.name.one} · Meat and fish`, { exact: true })).toBeVisible({
      timeout: EDITOR_LOAD_MS,
    });
    await expect(page.getByText(/ · meat-fish$/)).toHaveCount(0);
  });

  test("an editor's day: edit, add, refuse, rename, reorder, delete, recover, and a broken file", async ({
    page,
  }) => {
    const shakshuka = await readRecipe("shakshuka");
    const [deleted] = await readShowcase();
    if (!deleted) throw new Error("The showcase is empty");
    const { recipeName: deletedName, image } = await readRecipe(deleted);
    const deletedImage = String(image);
    const brokenFile = `${RECIPES_DIR}/broken-soup.json`;

    await test.step("lists every recipe, one entry a file", async () => {
      await openEditor(page, "#/collections/recipes");
      const files = (await readdir(dataFile(RECIPES_DIR))).filter((name) => name.endsWith(".json"));
      await expect(page.locator('a[href*="/collections/recipes/entries/"]')).toHaveCount(
        files.length,
        { timeout: EDITOR_LOAD_MS },
      );
      await expect(page.getByRole("link", { name: "Create entry of type recipe" })).toHaveText(
        "New recipe",
      );
      // Photos are added at a recipe's Photo field: the top bar offers no Media tab.
      await expect(page.getByRole("button", { name: "Media", exact: true })).toHaveCount(0);
    });

    await test.step("edits a recipe: one line of its file changes, and it says when it goes live", async () => {
      const before = await contentNow();
      await openRecipe(page, "shakshuka");
      await page.getByLabel("Description").fill("Eggs poached in a smoky pepper sauce.");
      await publish(page);
      await published(page);
      await expect
        .poll(async () => (await readRecipe("shakshuka")).description)
        .toBe("Eggs poached in a smoky pepper sauce.");
      expect(changedFiles(before, await contentNow())).toEqual([
        path.join("recipes", "shakshuka.json"),
      ]);
      expect(await readRecipe("shakshuka")).toEqual({
        ...shakshuka,
        description: "Eggs poached in a smoky pepper sauce.",
      });
      // Its German and Spanish, which the form does not show, as they were.
      expect(Object.keys(shakshuka.translations as object)).toEqual(["de", "es"]);
      expect((await readRecipe("shakshuka")).translations).toEqual(shakshuka.translations);
      // No build state reaches the editor here, as on a host.
      await expect(status(page)).toContainText(
        "Saved. The site updates once the host's build with this change passes",
      );
      await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
      await expect(page.getByRole("link", { name: "View on site" })).toHaveAttribute(
        "href",
        recipePath("shakshuka"),
      );
    });

    await test.step("leaves the end of the form clear of the status box", async () => {
      const lastHint = page.getByText("A few words people might search for", { exact: false });
      await lastHint.scrollIntoViewIfNeeded();
      await page.mouse.move(100, 400);
      await page.mouse.wheel(0, 10_000);
      await expect
        .poll(async () => {
          const [hint, box] = await Promise.all([
            lastHint.boundingBox(),
            status(page).boundingBox(),
          ]);
          return hint && box ? hint.y + hint.height <= box.y : false;
        })
        .toBe(true);
    });

    await test.step("adds a recipe: refuses a small photo and an unknown ingredient, then adds it to the list", async () => {
      await go(page, "#/collections/recipes/new");
      await page.getByLabel("Recipe name").fill("Halloumi Traybake");
      await page.getByLabel("Author").fill("Elena Ruiz");
      await page.getByLabel("Ingredients match").click();
      await page.getByText("6/10", { exact: true }).click();
      await choosePhoto(page, await photoFile("Photo 3.jpeg", 400, 300));
      await expect(page.getByRole("alert")).toHaveText(
        `Not added. This photo is 400×300 px, too small for the recipe card. Choose one of at least ${MIN_SOURCE_WIDTH}×${MIN_SOURCE_HEIGHT} px (1200×900 is ideal).`,
      );
      await choosePhoto(page, await photoFile("IMG_2041.JPG", 1200, 900));
      await addIngredient(page, "1 red onion, cut into wedges");
      await expect(page.getByText("Reads as: red onion")).toBeVisible();
      await addIngredient(page, "200 g halloumi");
      await expect(page.getByText("“halloumi” is not in the ingredient list.")).toBeVisible();
      // Close to no entry: no guesses such as shallot, only the way to add it.
      await expect(page.getByText("Did you mean")).toHaveCount(0);

      const before = await contentNow();
      await publish(page);
      // The field's own check stops the save and says why, beside the line.
      await expect(
        page.getByRole("alert").filter({ hasText: "Not published: “Ingredients” needs attention" }),
      ).toContainText("Names no ingredient the site knows (see below).");
      expect(changedFiles(before, await contentNow())).toEqual([]);

      await page.getByRole("button", { name: "Add “halloumi” to the ingredient list…" }).click();
      const form = page.getByRole("group", { name: "Add “halloumi” to the ingredient list" });
      await expect(form.getByLabel("One (e.g. egg)")).toHaveValue("halloumi");
      await expect(form.getByLabel("Several (e.g. eggs)")).toHaveValue("halloumi");
      await form.getByLabel("Shelf").selectOption("dairy");
      await form.getByRole("button", { name: "Add to the ingredient list" }).click();
      await expect(page.getByText("Reads as: halloumi")).toBeVisible();
      const vocabulary = JSON.parse(await readFile(dataFile(VOCABULARY_FILE), "utf8")) as {
        key: string;
        de?: unknown;
        es?: unknown;
      }[];
      expect(vocabulary.map(({ key }) => key)).toContain("halloumi");
      // Every other entry keeps the German and Spanish names the editor's form does not show.
      expect(
        vocabulary
          .filter(({ key, de, es }) => key !== "halloumi" && !(de && es))
          .map(({ key }) => key),
      ).toEqual([]);

      await publish(page);
      await published(page);
      await expect
        .poll(async () => (await readRecipe("halloumi-traybake")).image)
        .toBe("images/halloumi-traybake.jpg");
      expect((await readRecipe("halloumi-traybake")).ingredients).toEqual([
        "1 red onion, cut into wedges",
        "200 g halloumi",
      ]);
    });

    await test.step("refuses a name another recipe has, and writes nothing", async () => {
      const before = await contentNow();
      await go(page, "#/collections/recipes/new");
      await page.getByLabel("Recipe name").fill("thai green curry ");
      await page.getByLabel("Author").fill("Elena Ruiz");
      // Said at the field as the editor types, before any save.
      await expect(
        page.getByText("Another recipe is already called “Thai Green Curry”.").first(),
      ).toBeVisible({ timeout: EDITOR_LOAD_MS });
      await page.getByLabel("Ingredients match").click();
      await page.getByText("8/10", { exact: true }).click();
      await publish(page);
      await expect(
        page
          .getByText(
            "Another recipe is already called “Thai Green Curry”. Give this one its own name.",
          )
          .first(),
      ).toBeVisible();
      await expect(page.getByText(/Oops/)).toHaveCount(0);
      expect(changedFiles(before, await contentNow())).toEqual([]);
      // Back to the list, leaving the unsaved entry (the editor asks first; the test agrees).
      await page.getByRole("link", { name: /^← Back to Recipes/ }).click();
      await expect(page.getByRole("heading", { name: "Recipes", level: 1 })).toBeVisible();
    });

    await test.step("moves a recipe to a new address, keeping the old one for a redirect", async () => {
      await openRecipe(page, "caprese-salad");
      await page.getByLabel("Web address").fill("tomato-mozzarella-salad");
      await publish(page);
      await published(page);
      await expect
        .poll(async () => (await readRecipe("caprese-salad")).slug)
        .toBe("tomato-mozzarella-salad");
      expect((await readRecipe("caprese-salad")).formerSlugs).toEqual(["caprese-salad"]);
    });

    await test.step("changes the full home page list: × takes one off, a new one goes on", async () => {
      const list = await readShowcase();
      expect(list).toHaveLength(SHOWCASE_SIZE);
      await go(page, "#/collections/home/entries/showcase");
      await expect(
        page.getByText(`All ${SHOWCASE_SIZE} places are taken`, { exact: false }),
      ).toBeVisible({
        timeout: EDITOR_LOAD_MS,
      });
      await page
        .getByRole("button", { name: "Take “Summer Ratatouille” off the home page" })
        .click();
      await expect(
        page.getByText(`${SHOWCASE_SIZE - 1} of ${SHOWCASE_SIZE} places taken.`),
      ).toBeVisible();
      await page.getByLabel("Add a recipe").fill("Halloumi Traybake");
      await page.getByRole("button", { name: "Add to the home page" }).click();
      await publish(page);
      await published(page);
      const expected = [
        ...list.filter((slug) => slug !== "summer-ratatouille"),
        "halloumi-traybake",
      ];
      await expect.poll(readShowcase).toEqual(expected);
      expect(await readFile(dataFile(SHOWCASE_FILE), "utf8")).toBe(
        showcaseFileText({ recipes: expected }),
      );
    });

    await test.step("deletes a recipe on the home page: off the list, its address to the recipe list", async () => {
      const before = await contentNow();
      await openRecipe(page, deleted);
      await page.getByRole("button", { name: "Delete entry" }).click();
      await expect
        .poll(() => readdir(dataFile(RECIPES_DIR)))
        .not.toContain(recipeFileName(deleted));
      expect(await readShowcase()).not.toContain(deleted);
      const removed = JSON.parse(await readFile(dataFile(REMOVED_FILE), "utf8")) as {
        addresses: string[];
      };
      expect(removed.addresses).toEqual([deleted]);
      // Its photo goes too, as no other recipe shows it.
      expect(changedFiles(before, await contentNow())).toEqual(
        [
          path.join("images", path.basename(deletedImage)),
          path.join("recipes", recipeFileName(deleted)),
          "removed-recipes.json",
          "showcase.json",
        ].sort(),
      );
    });

    await test.step("keeps a recovered draft after a reload", async () => {
      await openRecipe(page, "banana-oat-pancakes");
      const description = page.getByLabel("Description");
      await description.fill("A draft the editor has not published yet.");
      // Decap keeps the draft in the browser a moment after the last keystroke.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open("localforage");
                open.onsuccess = () => {
                  const read = open.result
                    .transaction("keyvaluepairs")
                    .objectStore("keyvaluepairs")
                    .get("backup.recipes.banana-oat-pancakes");
                  read.onsuccess = () =>
                    resolve(JSON.stringify(read.result ?? "").includes("has not published yet"));
                  read.onerror = () => resolve(false);
                };
                open.onerror = () => resolve(false);
              }),
          ),
        )
        .toBe(true);
      const entryLoaded = page.waitForResponse(
        (answer) =>
          answer.url().startsWith(backendUrl) &&
          (answer.request().postData() ?? "").includes('"action":"getEntry"') &&
          (answer.request().postData() ?? "").includes("banana-oat-pancakes.json"),
        { timeout: EDITOR_LOAD_MS },
      );
      await page.reload();
      await entryLoaded;
      await expect(description).toHaveValue("A draft the editor has not published yet.");
      // The saved recipe has loaded by now; the draft is still what the editor sees.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await expect(description).toHaveValue("A draft the editor has not published yet.");
      await expect(page.getByText("Unsaved changes", { exact: false })).toBeVisible();
    });

    await test.step("publishes a correct change while another recipe's file is broken", async () => {
      // A developer's edit, outside the editor: a misspelt field.
      const broken: Record<string, unknown> = {
        ...(await readRecipe("greek-lemon-potatoes")),
        recipeName: "Broken Soup",
        slug: "broken-soup",
      };
      const { author, ...rest } = broken;
      await writeFile(
        dataFile(brokenFile),
        `${JSON.stringify({ ...rest, auther: author }, null, 2)}\n`,
      );
      await openRecipe(page, "thai-green-curry");
      await page.getByLabel("Description").fill("Green curry with aubergine and basil.");
      await publish(page);
      await published(page);
      await expect
        .poll(async () => (await readRecipe("thai-green-curry")).description)
        .toBe("Green curry with aubergine and basil.");
      await expect(status(page)).toContainText("Saved. The site updates once the host's build");
      await status(page)
        .getByRole("button", { name: /Show details/ })
        .click();
      await expect(status(page)).toContainText("1 recipe is left out of the site until fixed");
      await expect(status(page)).toContainText(
        "Another recipe, “Broken Soup”, auther: is not a recipe field.",
      );
      await expect(status(page).getByRole("link", { name: "Open “Broken Soup”" })).toHaveAttribute(
        "href",
        "#/collections/recipes/entries/broken-soup",
      );
    });

    await test.step("the site built from the result serves every change, and leaves the broken file out", async () => {
      project = await copyProject(await mkdtemp(path.join(os.tmpdir(), "cms-e2e-site-")));
      await rm(path.join(project, DATA_DIR), { recursive: true, force: true });
      await cp(path.join(repo, DATA_DIR), path.join(project, DATA_DIR), { recursive: true });
      const { code, output } = await runGatsby(project, ["build"]);
      expect(code, output.slice(-2000)).toBe(0);
      expect(output).toContain(
        '1 recipe is left out of the site until fixed: "Broken Soup". A build makes pages only from the files as they are, so it cannot keep the page a left-out recipe had',
      );
      expect(output).toContain(
        `${brokenFile} "Broken Soup", field "auther", is not a recipe field`,
      );

      const site = await serveBuilt(project);
      try {
        const get = (pathname: string) =>
          page.request.get(`${site.origin}${pathname}`, { maxRedirects: 0 });
        const text = async (pathname: string) => {
          const answer = await get(pathname);
          expect([pathname, answer.status()]).toEqual([pathname, 200]);
          return answer.text();
        };
        expect(await text(recipePath("shakshuka"))).toContain(
          "Eggs poached in a smoky pepper sauce.",
        );
        expect(await text(recipePath("thai-green-curry"))).toContain(
          "Green curry with aubergine and basil.",
        );
        expect(await text(recipePath("halloumi-traybake"))).toContain("200 g halloumi");
        expect(await text(recipePath("tomato-mozzarella-salad"))).toContain("Caprese Salad");
        const home = await text("/");
        expect(home).toContain("Halloumi Traybake");
        expect(home).not.toContain(deletedName.replace(/&/g, "&amp;"));
        for (const [from, to, status] of [
          [recipePath("caprese-salad"), recipePath("tomato-mozzarella-salad"), 301],
          [recipePath(deleted), recipeListPath(1), 301],
          [recipePath("broken-soup"), recipeListPath(1), 302],
        ] as const) {
          const answer = await get(from);
          expect([from, answer.status(), answer.headers().location]).toEqual([from, status, to]);
        }
      } finally {
        await site.stop();
      }
    });

    await test.step("the editor shows that build: live, with the broken recipe named and linked", async () => {
      const report = JSON.parse(
        await readFile(
          path.join(buildInfoDir(path.join(project, "public")), CONTENT_REPORT_FILE),
          "utf8",
        ),
      );
      await page.route("**/admin/build-status.json", (route) =>
        route.fulfill({
          contentType: "application/json",
          body: JSON.stringify(buildStatus("live", { report })),
        }),
      );
      // The recipe this form shows arrives only after the editor has followed the link below, as
      // on a slow connection: the form that opens must still be the linked recipe's.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`${backendUrl}**`, async (route) => {
        const body = route.request().postData() ?? "";
        if (body.includes('"action":"getEntry"') && body.includes("thai-green-curry.json")) {
          await held;
        }
        await route.continue().catch(() => undefined);
      });
      await page.reload();
      await expect(status(page)).toContainText(
        "Warning: “Broken Soup” is off the site until its file is fixed; its page leads to the recipe list meanwhile.",
        { timeout: EDITOR_LOAD_MS },
      );
      await status(page)
        .getByRole("button", { name: /Show details/ })
        .click();
      await expect(status(page)).toContainText(
        '“Broken Soup”, auther: is not a recipe field. Did you mean "author"?',
      );
      await status(page).getByRole("link", { name: "Open “Broken Soup”" }).click();
      await expect(page).toHaveURL(/#\/collections\/recipes\/entries\/broken-soup$/);
      release();
      // The link leads from one recipe's form to another's: that recipe opens, read-only, as its
      // file has a field the form has no place for.
      await expect(page.locator("[data-recipe-unreadable]")).toContainText(
        "“Broken Soup”: It has a part called “auther”",
        { timeout: EDITOR_LOAD_MS },
      );
    });
  });
});
