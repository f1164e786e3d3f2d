import { appStoreUrlForAnyCountry, playStoreUrlInLanguage } from "./store-links";

describe("store links for a page's language", () => {
  it("drops the App Store's country so Apple picks the visitor's storefront", () => {
    expect(appStoreUrlForAnyCountry("https://apps.apple.com/us/app/pantry-chef/id123?pt=9")).toBe(
      "https://apps.apple.com/app/pantry-chef/id123?pt=9",
    );
    expect(appStoreUrlForAnyCountry("https://apps.apple.com/app/id0000000000")).toBe(
      "https://apps.apple.com/app/id0000000000",
    );
  });

  it("asks Google Play for the page's language and keeps the rest of the address", () => {
    expect(
      playStoreUrlInLanguage(
        "https://play.google.com/store/apps/details?id=com.example.pantrychef&hl=en",
        "de",
      ),
    ).toBe("https://play.google.com/store/apps/details?id=com.example.pantrychef&hl=de");
  });
});
