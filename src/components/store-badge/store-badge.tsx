import React from "react";
import { downloadClicked, useAnalytics, type BadgeLocation } from "../../analytics";
import { useSiteConfig } from "../../config/use-site-config";
import { classNames } from "../class-names";
import { SpriteArt } from "../svg-sprite/sprite-art";
import * as styles from "./store-badge.module.css";

export type Store = "app_store" | "play_store";

const LABELS: Record<Store, string> = {
  app_store: "Download on the App Store",
  play_store: "Get it on Google Play",
};

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

type StoreBadgeProps = { store: Store; location: BadgeLocation };

export const StoreBadge = ({ store, location }: StoreBadgeProps) => {
  const { productName, appStoreUrl, playStoreUrl } = useSiteConfig();
  const analytics = useAnalytics();
  const size = SIZE_BY_LOCATION[location];

  const handleClick = () => {
    analytics.track(downloadClicked({ productName, location, size, destination: store }), {
      beacon: true,
    });
  };

  return (
    <a
      className={classNames(styles.badge, SIZE_CLASS[size])}
      href={store === "app_store" ? appStoreUrl : playStoreUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${LABELS[store]} (opens in a new tab)`}
      onClick={handleClick}
    >
      <SpriteArt
        name={store === "app_store" ? "appStoreBadge" : "googlePlayBadge"}
        className={styles.art}
      />
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
