import { DICTIONARIES, en } from "../i18n/dictionaries";
import { DELETION_DAYS } from "./policy";
import { FOOTER_ROUTES, ROUTES, ROUTE_PATHS, TOP_BAR_ROUTES } from "./routes";

const { routes } = en.site;

describe("routes", () => {
  it("are the specification's pages, with its titles", () => {
    expect(ROUTE_PATHS).toEqual(["/", "/contact/", "/data-deletion/", "/privacy-policy/"]);
    expect(Object.keys(routes)).toEqual(Object.keys(ROUTES));
    expect(routes.contact.title).toBe("Contact Us");
    expect(routes.dataDeletion.title).toBe("Data Deletion Request");
    expect(routes.privacyPolicy.title).toBe("Privacy Policy");
    expect(en.site.notFound.title).toBe("Page not found");
  });

  it("put Home and Contact in the top bar", () => {
    expect(TOP_BAR_ROUTES.map((name) => [routes[name].navLabel, ROUTES[name].path])).toEqual([
      ["Home", "/"],
      ["Contact", "/contact/"],
    ]);
  });

  it("put Contact, Privacy Policy and Request Data Deletion in the footer", () => {
    expect(FOOTER_ROUTES.map((name) => [routes[name].navLabel, ROUTES[name].path])).toEqual([
      ["Contact", "/contact/"],
      ["Privacy Policy", "/privacy-policy/"],
      ["Request Data Deletion", "/data-deletion/"],
    ]);
  });

  it.each(Object.keys(DICTIONARIES) as (keyof typeof DICTIONARIES)[])(
    "give every page its own description in %s",
    (language) => {
      const { descriptions } = DICTIONARIES[language].site;
      const texts = Object.values(descriptions);
      expect(Object.keys(descriptions)).toEqual([...Object.keys(ROUTES), "notFound"]);
      expect(new Set(texts).size).toBe(texts.length);
    },
  );

  it("promise deletion within the policy's days", () => {
    expect(en.site.descriptions.dataDeletion).toContain("within {days} days");
    expect(DELETION_DAYS).toBe(30);
  });
});
