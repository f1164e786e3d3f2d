import type { Page } from "gatsby";
import { localizePage, pageKind } from "./localize";
import { isLanguageContext, type LanguageContext } from "../../src/i18n/texts";

type Made = { path: string; context: Record<string, unknown> };

const run = (page: Page, languages: ("en" | "de" | "es")[], context = {}) => {
  const deleted: string[] = [];
  const made: Made[] = [];
  localizePage(
    {
      deletePage: (gone) => deleted.push(gone.path),
      createPage: (created) =>
        made.push({ path: created.path, context: created.context as Record<string, unknown> }),
    },
    page,
    languages,
    context,
  );
  return { deleted, made };
};

const contactPage: Page = {
  path: "/contact/",
  component: "/site/src/pages/contact.tsx",
  context: {},
};

describe("localizePage", () => {
  it("makes a page of src/pages in every built language, English at its own address", () => {
    const { deleted, made } = run(contactPage, ["en", "de", "es"]);
    expect(deleted).toEqual(["/contact/"]);
    expect(made.map((page) => page.path)).toEqual(["/contact/", "/de/contact/", "/es/contact/"]);
    for (const page of made) {
      expect(page.context).toMatchObject({ basePath: "/contact/", languages: ["en", "de", "es"] });
    }
  });

  it("hands each page only its kind's sections, in its own language", () => {
    const { made } = run(contactPage, ["en", "de"]);
    const german = made[1]?.context as LanguageContext;
    expect(german.language).toBe("de");
    expect(Object.keys(german.texts)).toContain("contact");
    expect(Object.keys(german.texts)).not.toContain("policy");
    expect(german.texts.layout?.skipToContent).not.toBe(
      (made[0]?.context as LanguageContext).texts.layout?.skipToContent,
    );
  });

  it("keeps the context Gatsby or the build gave, such as the home page's showcase", () => {
    const home: Page = { path: "/", component: "/site/src/pages/index.tsx", context: { a: 1 } };
    const { made } = run(home, ["en", "es"], { showcase: ["/recipes/dal/"] });
    expect(made.map((page) => page.path)).toEqual(["/", "/es/"]);
    expect(made[1]?.context).toMatchObject({ a: 1, showcase: ["/recipes/dal/"], language: "es" });
  });

  it("leaves alone a page it made, when Gatsby hands it back", () => {
    const { made } = run(contactPage, ["en", "de"]);
    const again = run({ ...contactPage, path: "/de/contact/", context: made[1]?.context ?? {} }, [
      "en",
      "de",
    ]);
    expect(isLanguageContext(made[1]?.context)).toBe(true);
    expect(again).toEqual({ deleted: [], made: [] });
  });

  it("makes a page of no known kind, and develop's 404 page, in the default language only", () => {
    expect(pageKind("/e2e-render-error/")).toBe("other");
    expect(run({ ...contactPage, path: "/e2e-render-error/" }, ["en", "de"]).made).toHaveLength(1);
    expect(run({ ...contactPage, path: "/dev-404-page/" }, ["en", "de"]).made).toHaveLength(1);
  });

  it("makes each language's 404 page, which the hosts serve for that language's unknown addresses", () => {
    const { made } = run({ ...contactPage, path: "/404.html" }, ["en", "de", "es"]);
    expect(made.map((page) => page.path)).toEqual(["/404.html", "/de/404.html", "/es/404.html"]);
  });
});
