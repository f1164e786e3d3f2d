import { createSiteConfig } from "../../config/site-config";
import { APP_CATEGORY, CONTACT_PATH, FREE_OFFER, OPERATING_SYSTEMS } from "./seo-constants";
import {
  SCHEMA_CONTEXT,
  mobileApplication,
  organization,
  serializeJsonLd,
  structuredData,
  webSite,
  type JsonLd,
  type JsonLdGraph,
} from "./structured-data";
import { recipeItemList } from "./recipe-structured-data";

const config = createSiteConfig({ GATSBY_SITE_URL: "https://chef.example" });
const types = (data: JsonLdGraph) =>
  data["@graph"].map((node) => (node as Record<string, unknown>)["@type"]);

describe("structuredData", () => {
  it("describes the app and the company on the home page", () => {
    const data = structuredData(config, "/");
    expect(data["@context"]).toBe(SCHEMA_CONTEXT);
    expect(types(data)).toEqual(["Organization", "WebSite", "MobileApplication"]);
  });

  it("gives a German home page's app the store links the page's badges have", () => {
    const localized = createSiteConfig({
      GATSBY_SITE_URL: "https://chef.example",
      GATSBY_IOS_APP_URL: "https://apps.apple.com/us/app/pantry-chef/id123",
      GATSBY_ANDROID_APP_URL: "https://play.google.com/store/apps/details?id=com.chef",
    });
    const data = structuredData(localized, "/", [], { language: "de", tagline: "Rezepte" });
    const app = data["@graph"].find(
      (node) => (node as Record<string, unknown>)["@type"] === "MobileApplication",
    ) as JsonLd;
    expect(app.downloadUrl).toEqual([
      "https://apps.apple.com/app/pantry-chef/id123",
      "https://play.google.com/store/apps/details?id=com.chef&hl=de",
    ]);
  });

  it("describes only the company on other pages", () => {
    expect(types(structuredData(config, "/contact"))).toEqual(["Organization"]);
  });

  it("adds what the page is about", () => {
    const list = recipeItemList(["/recipes/shakshuka"], config.siteUrl);
    expect(types(structuredData(config, "/", [list]))).toEqual([
      "Organization",
      "WebSite",
      "MobileApplication",
      "ItemList",
    ]);
  });
});

describe("webSite", () => {
  it("is the site in the page's language, its home page there", () => {
    expect(webSite(config, { language: "en", tagline: config.tagline })).toMatchObject({
      url: "https://chef.example",
      inLanguage: "en-US",
      description: config.tagline,
    });
    expect(
      webSite(config, { language: "es", tagline: "Recetas con tus ingredientes" }),
    ).toMatchObject({
      "@id": "https://chef.example/es/#website",
      url: "https://chef.example/es",
      inLanguage: "es-ES",
      publisher: { "@id": organization(config)["@id"] },
    });
  });
});

describe("organization", () => {
  it("has a contact point with the contact address", () => {
    expect(organization(config)).toMatchObject({
      name: config.company,
      url: "https://chef.example",
      contactPoint: {
        "@type": "ContactPoint",
        email: config.contactEmail,
        url: `https://chef.example${CONTACT_PATH}`,
      },
    });
  });
});

describe("mobileApplication", () => {
  it("names both platforms and stores, its category, and a free offer", () => {
    expect(mobileApplication(config)).toMatchObject({
      name: config.productName,
      operatingSystem: OPERATING_SYSTEMS,
      applicationCategory: APP_CATEGORY,
      downloadUrl: [config.appStoreUrl, config.playStoreUrl],
      offers: { "@type": "Offer", ...FREE_OFFER },
      publisher: { "@id": organization(config)["@id"] },
    });
  });
});

describe("serializeJsonLd", () => {
  it("round-trips, and no value can close the script element", () => {
    const data: JsonLd = { name: "</script><script>alert(1)</script>" };
    const text = serializeJsonLd(data);
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(data);
  });
});
