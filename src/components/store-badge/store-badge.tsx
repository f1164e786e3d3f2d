import React from "react";
import { downloadClicked, useAnalytics, type BadgeLocation } from "../../analytics";
import { useSiteConfig } from "../../config/use-site-config";
import { localizedStoreUrls } from "../../i18n/store-links";
import { useLanguage, useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import { classNames } from "../class-names";
import { SPRITE_ART } from "../svg-sprite/sprite-art";
import { BADGE_LETTERING_FILES, BADGE_LETTERING_IDS } from "./badge-lettering";
import { officialBadge } from "./official-badges";
import * as styles from "./store-badge.module.css";

export type Store = "app_store" | "play_store";

const ART = { app_store: "appStoreBadge", play_store: "googlePlayBadge" } as const;

const SIZE_BY_LOCATION = {
  hero: "large",
  header: "small",
  get: "large",
  recipe: "large",
  recipes: "large",
} as const;

/*
 * Classes are named one by one, never looked up by a computed name: the build then keeps only the
 * names used, as constants, and a name the module lacks cannot slip through as `undefined`.
 */
const SIZE_CLASS = { large: styles.large, small: styles.small };
const ROOMY: Record<BadgeLocation, boolean> = {
  hero: true,
  header: false,
  get: true,
  recipe: true,
  recipes: false,
};

type BadgeArtProps = { store: Store };

/**
 * The badge's frame and logo from the page's sprite, and its words in the page's language from
 * their file of outlines, fetched once and cached for a year (scripts/badge-lettering.cjs says
 * why). Until the file arrives a badge shows its frame and logo, and its link keeps its name.
 * Where the deployer supplied the store's own badge for the language, that file, unaltered.
 */
const BadgeArt = ({ store }: BadgeArtProps) => {
  const language = useLanguage();
  const official = officialBadge(store, language);
  if (official) return <img className={styles.art} src={official} alt="" />;
  const art = SPRITE_ART[ART[store]];
  return (
    <svg viewBox={art.viewBox} aria-hidden="true" className={styles.art}>
      <use href={`#${art.id}`} />
      <use
        href={`${BADGE_LETTERING_FILES[language]}#${BADGE_LETTERING_IDS[ART[store]]}`}
        fill="#fff"
      />
    </svg>
  );
};

type StoreBadgeProps = { store: Store; location: BadgeLocation };

export const StoreBadge = ({ store, location }: StoreBadgeProps) => {
  const config = useSiteConfig();
  const language = useLanguage();
  const texts = useTexts("storeBadges");
  const analytics = useAnalytics();
  const size = SIZE_BY_LOCATION[location];
  const urls = localizedStoreUrls(config, language);

  const handleClick = () => {
    analytics.track(
      downloadClicked({ productName: config.productName, location, size, destination: store }),
      { beacon: true },
    );
  };

  return (
    <a
      className={classNames(styles.badge, SIZE_CLASS[size])}
      href={store === "app_store" ? urls.appStoreUrl : urls.playStoreUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={fill(texts.opensInNewTab, {
        label: store === "app_store" ? texts.appStore : texts.googlePlay,
      })}
      onClick={handleClick}
    >
      <BadgeArt store={store} />
    </a>
  );
};

type StoreBadgesProps = { location: BadgeLocation; className?: string };

export const StoreBadges = ({ location, className }: StoreBadgesProps) => (
  <div className={classNames(styles.group, ROOMY[location] && styles.roomy, className)}>
    <StoreBadge store="app_store" location={location} />
    <StoreBadge store="play_store" location={location} />
  </div>
);
