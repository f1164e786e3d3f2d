import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { RECIPES_FILE } from "../src/recipes/constants";
import { expect, test } from "./fixtures";
import { freePort } from "./free-port";

const BACKEND_START_MS = 15_000;
const EDITED_SUFFIX = " (edited in the CMS)";
const ROOT = path.resolve(__dirname, "..");

type Recipe = { recipeName: string; author: string; ingredientAmount: string; image: string };

const readRecipes = async (file: string): Promise<Recipe[]> =>
  JSON.parse(await readFile(file, "utf8")) as Recipe[];

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
  let repo: string;
  let server: ChildProcess;
  let realRecipes: string;
  let backendUrl: string;

  test.beforeAll(async () => {
    realRecipes = await readFile(path.join(ROOT, RECIPES_FILE), "utf8");
    // decap-server writes into this copy, never into the repository's data.
    repo = await mkdtemp(path.join(os.tmpdir(), "cms-e2e-"));
    await cp(path.join(ROOT, "data"), path.join(repo, "data"), { recursive: true });
    const port = await freePort();
    backendUrl = `http://127.0.0.1:${port}/api/v1`;
    server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      cwd: repo,
      env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: repo, MODE: "fs" },
      stdio: "ignore",
    });
    await waitForBackend(server, backendUrl);
  });

  test.afterAll(async () => {
    server?.kill();
    if (repo) await rm(repo, { recursive: true, force: true });
    expect(await readFile(path.join(ROOT, RECIPES_FILE), "utf8")).toBe(realRecipes);
  });

  test("renames a recipe and saves it to the recipes file", async ({ page }) => {
    // Loading the 6 MB bundle on a busy 2-core CI machine can take a while.
    test.setTimeout(120_000);
    // The built config points local_backend at decap-server's default port; aim it at ours.
    const config = await (await page.request.get("/admin/config.yml")).text();
    expect(config).toContain("local_backend: true");
    const localConfig = config.replace(
      "local_backend: true",
      `local_backend:\n  url: ${backendUrl}`,
    );
    await page.route("**/admin/config.yml", (route) =>
      route.fulfill({ contentType: "text/yaml", body: localConfig }),
    );
    const file = path.join(repo, RECIPES_FILE);
    const before = await readRecipes(file);
    const [first] = before;
    if (!first) throw new Error("The recipes file has no recipes");
    const newName = `${first.recipeName}${EDITED_SUFFIX}`;

    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    // The recipes file of the "showcase" collection (static/admin/config.yml).
    await page.locator('a[href$="/collections/showcase/entries/recipes"]').click();

    const summary = `${first.recipeName} · ${first.author} · ${first.ingredientAmount}`;
    await page
      .getByText(summary, { exact: true })
      .locator("xpath=..")
      .getByRole("button")
      .first()
      .click();
    const name = page.getByLabel("Recipe name").first();
    await expect(name).toHaveValue(first.recipeName);
    await name.fill(newName);
    await expect(page.frameLocator("iframe").getByRole("heading", { name: newName })).toBeVisible();

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible();

    await expect.poll(async () => (await readRecipes(file))[0]?.recipeName).toBe(newName);
    const text = await readFile(file, "utf8");
    const after = JSON.parse(text) as Recipe[];
    expect(after).toEqual([{ ...first, recipeName: newName }, ...before.slice(1)]);
    expect(text).toBe(`${JSON.stringify(after, null, 2)}\n`);
  });
});
