import type { BuildStatus } from "../../scripts/cms/build-status.cjs";
import type { RecipeProblem } from "../recipes/rules/problem";
import type { LeftOutRecipe } from "../recipes/rules/site";
import { renderView, viewOf, type StatusInput } from "./status";

const saved = {
  file: "data/recipes/shakshuka.json",
  name: "Shakshuka",
  sitePath: "/recipes/shakshuka/",
  at: Date.parse("2025-06-06T10:00:00Z"),
};
const after = "2025-06-06T10:01:00Z";
const before = "2025-06-06T09:59:00Z";

const problem = (file: string, more: Partial<RecipeProblem> = {}): RecipeProblem => ({
  file,
  message: "is wrong",
  fix: "Put it right.",
  ...more,
});
const leftOut = (file: string, name: string, more: Partial<RecipeProblem> = {}): LeftOutRecipe => ({
  file,
  fileSlug: file.slice(file.lastIndexOf("/") + 1, -5),
  name,
  problems: [problem(file, { name, field: "ingredients", ...more })],
  addresses: [],
});

const local = (build: BuildStatus, more: Partial<StatusInput> = {}): StatusInput => ({
  mode: "local",
  build,
  deploysUrl: "",
  label: (_, field) => (field === "ingredients" ? "Ingredients" : undefined),
  nameOf: (file) => (file.endsWith("tacos.json") ? "Tacos" : undefined),
  ...more,
});

describe("the site's status, with npm run cms", () => {
  it("says the change is live once the build after the save passed, with a link to it", () => {
    const view = viewOf(local({ state: "live", at: after }, { lastSaved: saved }));
    expect(view).toMatchObject({
      tone: "live",
      headline: "Live: the site shows your change.",
      link: { href: "/recipes/shakshuka/", text: "View it on the site" },
    });
  });

  it("says saved, not live, while the build runs or has not started", () => {
    expect(viewOf(local({ state: "building", at: after }, { lastSaved: saved })).headline).toBe(
      "Saved — the site is being rebuilt with your change…",
    );
    // The last build's result predates the save: it does not speak for it.
    expect(viewOf(local({ state: "live", at: before }, { lastSaved: saved })).tone).toBe("busy");
  });

  it("says saved, not live yet, with every problem whole, when the build refused", () => {
    const view = viewOf(
      local(
        {
          state: "failed",
          at: after,
          problems: [
            problem("data/showcase.json", {
              field: "recipes",
              message: 'item 3 names "fish-pie", which is not a recipe',
            }),
          ],
        },
        { lastSaved: saved },
      ),
    );
    expect(view.headline).toMatch(/^Saved — not live yet\. The site could not be rebuilt/);
    expect(view.urgent).toBe(true);
    expect(view.details).toEqual([
      {
        text: 'The home page showcase, recipes: item 3 names "fish-pie", which is not a recipe. Put it right.',
        links: [
          { href: "#/collections/home/entries/showcase", text: "Open The home page showcase" },
        ],
      },
    ]);
  });

  it("shows the end of the build's output for any other failure", () => {
    const view = viewOf(local({ state: "failed", at: after, message: "ERROR #98123 WEBPACK" }));
    expect(view.details).toEqual([{ output: "ERROR #98123 WEBPACK" }]);
  });

  it("says saved, not live yet, when the saved recipe is left out, and why", () => {
    const view = viewOf(
      local(
        { state: "live", at: after, leftOut: [leftOut(saved.file, "Shakshuka")] },
        { lastSaved: saved },
      ),
    );
    expect(view.tone).toBe("problem");
    expect(view.headline).toMatch(/^Saved — not live yet\. “Shakshuka” is left out of the site/);
    expect(view.details[0]).toEqual({
      text: "“Shakshuka”, Ingredients: is wrong. Put it right.",
      links: [],
    });
  });

  it("names another recipe left out by someone else as a note, linking to it, while the change goes live", () => {
    const other = leftOut("data/recipes/broken-soup.json", "Broken Soup", {
      related: "data/recipes/tacos.json",
    });
    const view = viewOf(
      local({ state: "live", at: after, leftOut: [other] }, { lastSaved: saved }),
    );
    expect(view.headline).toBe(
      "Live: the site shows your change. Warning: “Broken Soup” is off the site until its file is fixed; its page leads to the recipe list meanwhile.",
    );
    expect(view.tone).toBe("warning");
    expect(view.details).toEqual([
      {
        text: "1 recipe is left out of the site until fixed, and its address leads to the recipe list meanwhile:",
        links: [],
        heading: true,
      },
      {
        text: "Another recipe, “Broken Soup”, Ingredients: is wrong. Put it right. (It concerns “Tacos” too.)",
        links: [
          { href: "#/collections/recipes/entries/broken-soup", text: "Open “Broken Soup”" },
          { href: "#/collections/recipes/entries/tacos", text: "Open “Tacos”" },
        ],
      },
    ]);
  });
  it("links a recipe left out for several problems once, at its first", () => {
    const other: LeftOutRecipe = {
      ...leftOut("data/recipes/broken-soup.json", "Broken Soup"),
      problems: [
        problem("data/recipes/broken-soup.json", { name: "Broken Soup", field: "author" }),
        problem("data/recipes/broken-soup.json", { name: "Broken Soup", field: "auther" }),
      ],
    };
    const view = viewOf(
      local({ state: "live", at: after, leftOut: [other] }, { lastSaved: saved }),
    );
    expect(view.details.slice(1)).toEqual([
      {
        text: "Another recipe, “Broken Soup”, author: is wrong. Put it right.",
        links: [{ href: "#/collections/recipes/entries/broken-soup", text: "Open “Broken Soup”" }],
      },
      { text: "Another recipe, “Broken Soup”, auther: is wrong. Put it right.", links: [] },
    ]);
  });
});

describe("the site's status, on a host", () => {
  const host = (more: Partial<StatusInput> = {}): StatusInput => ({
    mode: "host",
    deploysUrl: "https://app.netlify.com/sites/pantry-chef/deploys",
    label: () => undefined,
    nameOf: () => undefined,
    hostCheck: { problems: [], leftOut: [] },
    ...more,
  });

  it("says the site updates when the host's build passes, linking to the host's builds", () => {
    expect(viewOf(host({ lastSaved: saved }))).toMatchObject({
      headline:
        "Saved. The site updates once the host's build with this change passes, usually within a few minutes.",
      link: {
        href: "https://app.netlify.com/sites/pantry-chef/deploys",
        text: "See the host's builds",
      },
    });
  });

  it("names what the host's build will refuse, from the editor's own check of the repository", () => {
    const view = viewOf(
      host({
        lastSaved: saved,
        hostCheck: {
          problems: [problem("data/ingredients.json")],
          leftOut: [leftOut(saved.file, "Shakshuka")],
        },
      }),
    );
    expect(view.headline).toBe("Saved — not live yet.");
    expect(view.details.map((detail) => ("text" in detail ? detail.text : ""))).toEqual([
      "The host's build will stop until this is fixed:",
      "The ingredient list: is wrong. Put it right.",
      "“Shakshuka”, ingredients: is wrong. Put it right.",
    ]);
  });

  it("links to no builds page it does not know", () => {
    expect(viewOf(host({ deploysUrl: "" })).link).toBeUndefined();
  });
});

describe("a recipe left out of the site", () => {
  it("is named in the warning by its name, else by its page's address, never by its file", () => {
    const named = viewOf(
      local({ state: "live", at: after, leftOut: [leftOut("data/recipes/soup.json", "Soup")] }),
    );
    expect(named.tone).toBe("warning");
    expect(named.headline).toBe(
      "Warning: “Soup” is off the site until its file is fixed; its page leads to the recipe list meanwhile.",
    );
    const unnamed = { ...leftOut("data/recipes/slip-soup.json", ""), name: undefined };
    const both = viewOf(
      local({
        state: "live",
        at: after,
        leftOut: [leftOut("data/recipes/soup.json", "Soup"), unnamed],
      }),
    );
    expect(both.headline).toBe(
      "Warning: 2 recipes are off the site until their files are fixed (“Soup”, the recipe at /recipes/slip-soup/); their pages lead to the recipe list meanwhile.",
    );
    expect(both.headline).not.toContain("data/");
  });
});

describe("renderView", () => {
  it("writes the headline, the link and, when open, each detail with its links", () => {
    const box = document.createElement("aside");
    const view = viewOf(
      local(
        { state: "live", at: after, leftOut: [leftOut("data/recipes/soup.json", "Soup")] },
        { lastSaved: saved },
      ),
    );
    renderView(box, view, false);
    expect(box.dataset.tone).toBe("warning");
    // One problem: the line over it is no problem of its own.
    expect(box.querySelector("button")?.textContent).toBe("Show details (1)");
    expect(box.querySelector("ul")).toBeNull();
    renderView(box, view, true);
    expect(box.querySelector("a[target=_blank]")?.getAttribute("href")).toBe("/recipes/shakshuka/");
    expect([...box.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "1 recipe is left out of the site until fixed, and its address leads to the recipe list meanwhile:",
      "Another recipe, “Soup”, Ingredients: is wrong. Put it right.Open “Soup”",
    ]);
    // The link stands on its own line, apart from the sentence.
    const links = box.querySelector("li:last-child .site-status-links");
    expect(links?.textContent).toBe("Open “Soup”");
  });
});
