import { recipeListPath } from "./list-pages";
import {
  nginxRedirectsText,
  oldAddresses,
  recipeRedirects,
  redirectsFileText,
  siteRedirects,
} from "./redirects";
import { recipePath } from "./slug";

const moved = { fileSlug: "lemon-chicken", slug: "roast-chicken", formerSlugs: ["lemon-herb"] };
const unmoved = { fileSlug: "shakshuka", slug: "shakshuka", formerSlugs: [] };

describe("oldAddresses", () => {
  it("lists recorded addresses and the file's own name, never the current one", () => {
    expect(oldAddresses(moved)).toEqual(["lemon-herb", "lemon-chicken"]);
    expect(oldAddresses(unmoved)).toEqual([]);
    expect(oldAddresses({ fileSlug: "a", slug: "a", formerSlugs: ["b", "a", "b"] })).toEqual(["b"]);
  });
});

describe("siteRedirects", () => {
  const redirects = siteRedirects({
    recipes: [moved],
    removed: ["fish-pie"],
    leftOut: ["broken-soup"],
  });
  const list = recipeListPath(1);

  it("leads a deleted recipe's address to the recipe list for good", () => {
    expect(redirects).toContainEqual({ from: recipePath("fish-pie"), to: list, status: 301 });
    expect(redirects).toContainEqual({ from: "/recipes/fish-pie", to: list, status: 301 });
  });

  it("leads a left-out recipe's address to the recipe list until it is fixed", () => {
    expect(redirects).toContainEqual({ from: recipePath("broken-soup"), to: list, status: 302 });
  });

  it("keeps the moved recipes' redirects, all in one stable order", () => {
    expect(redirects).toHaveLength(8);
    expect(redirects.map(({ from }) => from)).toEqual(redirects.map(({ from }) => from).sort());
    expect(nginxRedirectsText(redirects)).toContain(
      `location = ${recipePath("broken-soup")} { return 302 ${list}; }\n`,
    );
    expect(redirectsFileText(redirects)).toContain(`${recipePath("fish-pie")} ${list} 301\n`);
  });
});

describe("recipeRedirects", () => {
  const redirects = recipeRedirects([unmoved, moved]);

  it("leads every old address, with or without a trailing slash, to the current page", () => {
    const to = recipePath("roast-chicken");
    const bothForms = (slug: string) => {
      const page = recipePath(slug);
      return [page, page.endsWith("/") ? page.slice(0, -1) : `${page}/`];
    };
    expect(redirects).toEqual(
      [...bothForms("lemon-chicken"), ...bothForms("lemon-herb")]
        .map((from) => ({ from, to, status: 301 }))
        .sort((a, b) => (a.from < b.from ? -1 : 1)),
    );
  });

  it("makes nothing for a recipe that never moved", () => {
    expect(recipeRedirects([unmoved])).toEqual([]);
  });

  it("writes Netlify / Cloudflare Pages rules", () => {
    const text = redirectsFileText(redirects);
    expect(text).toContain(`${recipePath("lemon-herb")} ${recipePath("roast-chicken")} 301\n`);
    expect(text.split("\n").filter((line) => line.endsWith(" 301"))).toHaveLength(4);
  });

  it("writes nginx exact locations", () => {
    const text = nginxRedirectsText(redirects);
    expect(text).toContain(
      `location = ${recipePath("lemon-herb")} { return 301 ${recipePath("roast-chicken")}; }\n`,
    );
    expect(text.match(/^location = /gm)).toHaveLength(4);
  });

  it("writes files that say what they are even with no rules", () => {
    expect(redirectsFileText([])).toMatch(/^(# .*\n)+$/);
    expect(nginxRedirectsText([])).toMatch(/^(# .*\n)+$/);
  });
});
