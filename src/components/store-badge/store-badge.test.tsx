import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BADGE_LOCATIONS } from "../../analytics/badge-locations";
import { EVENT_NAMES, type BadgeLocation } from "../../analytics";
import { siteConfig } from "../../config/site-config";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { SPRITE_ART } from "../svg-sprite/sprite-art";
import { DICTIONARIES } from "../../i18n/dictionaries";
import { appStoreUrlForAnyCountry, playStoreUrlInLanguage } from "../../i18n/store-links";
import { englishSaid, inLanguage } from "../../test-utils/in-language";
import { BADGE_LETTERING_FILES } from "./badge-lettering";
import { officialBadge } from "./official-badges";
import { StoreBadge, StoreBadges } from "./store-badge";

jest.mock("./store-badge.module.css", () =>
  jest
    .requireActual<typeof import("../../test-utils/css-module")>("../../test-utils/css-module")
    .cssModuleOf(`${__dirname}/store-badge.module.css`),
);

describe("StoreBadge", () => {
  it.each([
    ["app_store", /Download on the App Store/, siteConfig.appStoreUrl, SPRITE_ART.appStoreBadge],
    ["play_store", /Get it on Google Play/, siteConfig.playStoreUrl, SPRITE_ART.googlePlayBadge],
  ] as const)("links %s to its store in a new tab", (store, name, url, art) => {
    renderWithAnalytics(<StoreBadge store={store} location="hero" />);
    const link = screen.getByRole("link", { name });
    expect(link).toHaveAttribute("href", url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(link.querySelector("svg use")).toHaveAttribute("href", `#${art.id}`);
  });

  it.each([
    ["hero", "large"],
    ["header", "small"],
    ["get", "large"],
    ["recipe", "large"],
  ] as const)("records a %s click as a %s badge, sent by beacon", async (location, size) => {
    const user = userEvent.setup();
    const { client } = renderWithAnalytics(<StoreBadges location={location} />);
    const link = screen.getByRole("link", { name: /Get it on Google Play/ });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);

    expect(client.track).toHaveBeenCalledTimes(1);
    const [event, options] = (client.track as jest.Mock).mock.calls[0];
    expect(event.name).toBe(EVENT_NAMES.downloadClicked(siteConfig.productName));
    expect(event.properties).toEqual({
      location,
      button_size: size,
      destination: "play_store",
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(options).toMatchObject({ beacon: true });
  });
});

describe("StoreBadges", () => {
  it.each(Object.keys(BADGE_LOCATIONS) as BadgeLocation[])(
    "names only classes its styles define, in the %s",
    (location) => {
      const { container } = renderWithAnalytics(<StoreBadges location={location} />);
      const classes = [...container.querySelectorAll("[class]")].map(
        (element) => element.getAttribute("class") ?? "",
      );
      expect(classes.length).toBeGreaterThan(0);
      for (const value of classes) {
        expect(value).not.toMatch(/\bundefined\b/);
        expect(value).toBe(value.trim());
      }
    },
  );
});

describe("the badges' room", () => {
  it.each([
    ["hero", true],
    ["get", true],
    ["recipe", true],
    ["header", false],
    ["recipes", false],
  ] as const)("in the %s: roomy %s", (location, roomy) => {
    const { container } = renderWithAnalytics(<StoreBadges location={location} />);
    expect(container.firstElementChild?.classList.contains("roomy")).toBe(roomy);
    expect(container.firstElementChild).toHaveClass("group");
  });
});

describe("the badges in another language", () => {
  it.each(["de", "es"] as const)(
    "say the store's own words in %s and open the store in that language",
    (language) => {
      const { storeBadges } = DICTIONARIES[language];
      const { container } = renderWithAnalytics(
        inLanguage(language, <StoreBadges location="hero" />),
      );
      const appStore = screen.getByRole("link", { name: new RegExp(storeBadges.appStore) });
      const play = screen.getByRole("link", { name: new RegExp(storeBadges.googlePlay) });
      expect(appStore).toHaveAttribute("href", appStoreUrlForAnyCountry(siteConfig.appStoreUrl));
      expect(play).toHaveAttribute(
        "href",
        playStoreUrlInLanguage(siteConfig.playStoreUrl, language),
      );
      expect(new URL(play.getAttribute("href") ?? "").searchParams.get("hl")).toBe(language);
      for (const link of [appStore, play]) {
        expect(
          link.querySelector(`svg use[href^="${BADGE_LETTERING_FILES[language]}#"]`),
        ).not.toBeNull();
      }
      expect(englishSaid(container, language, ["storeBadges"])).toEqual([]);
    },
  );

  it("keep the English page's links as they are set", () => {
    renderWithAnalytics(<StoreBadges location="hero" />);
    expect(screen.getByRole("link", { name: /Get it on Google Play/ })).toHaveAttribute(
      "href",
      siteConfig.playStoreUrl,
    );
  });
});

describe("officialBadge", () => {
  it("is the deployer's file for the store and language, where there is one", () => {
    expect(officialBadge("app_store", "de", ["de/app-store.svg"])).toBe(
      "/store-badges/de/app-store.svg",
    );
    expect(officialBadge("play_store", "de", ["de/app-store.svg"])).toBeNull();
    expect(officialBadge("app_store", "es", [])).toBeNull();
  });
});
