import { PAGE_DESCRIPTIONS } from "./page-descriptions";
import { DELETION_DAYS } from "./policy";
import { FOOTER_ROUTES, NOT_FOUND, ROUTES, ROUTE_PATHS, TOP_BAR_ROUTES } from "./routes";

describe("routes", () => {
  it("are the specification's pages, with its titles", () => {
    expect(ROUTE_PATHS).toEqual(["/", "/contact/", "/data-deletion/", "/privacy-policy/"]);
    expect(ROUTES.contact.title).toBe("Contact Us");
    expect(ROUTES.dataDeletion.title).toBe("Data Deletion Request");
    expect(ROUTES.privacyPolicy.title).toBe("Privacy Policy");
    expect(NOT_FOUND.title).toBe("Page not found");
  });

  it("put Home and Contact in the top bar", () => {
    expect(TOP_BAR_ROUTES.map(({ path, navLabel }) => [navLabel, path])).toEqual([
      ["Home", "/"],
      ["Contact", "/contact/"],
    ]);
  });

  it("put Contact, Privacy Policy and Request Data Deletion in the footer", () => {
    expect(FOOTER_ROUTES.map(({ path, navLabel }) => [navLabel, path])).toEqual([
      ["Contact", "/contact/"],
      ["Privacy Policy", "/privacy-policy/"],
      ["Request Data Deletion", "/data-deletion/"],
    ]);
  });

  it("give every page its own description", () => {
    const descriptions = Object.values(PAGE_DESCRIPTIONS);
    expect(Object.keys(PAGE_DESCRIPTIONS)).toEqual([...Object.keys(ROUTES), "notFound"]);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(PAGE_DESCRIPTIONS.dataDeletion).toContain(`within ${DELETION_DAYS} days`);
  });
});
