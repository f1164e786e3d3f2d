import { nginxRedirectsText, oldAddresses, recipeRedirects, redirectsFileText } from "./redirects";
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
        .map((from) => ({ from, to }))
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
    expect(redirectsFileText([])).toMatch(/^# .*\n$/);
    expect(nginxRedirectsText([])).toMatch(/^# .*\n$/);
  });
});
