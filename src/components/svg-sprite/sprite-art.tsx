import React from "react";

/**
 * Artwork drawn once per page, in the sprite that the server writes before the app's root
 * (src/components/svg-sprite/svg-sprite.tsx), and shown wherever it is needed by reference. The
 * drawings stay out of the JavaScript bundle, and the page carries each one once however often
 * it appears.
 */
export const SPRITE_ART = {
  appStoreBadge: { id: "art-app-store-badge", viewBox: "0 0 119.664 40" },
  googlePlayBadge: { id: "art-google-play-badge", viewBox: "0 0 135 40" },
  fridge: { id: "art-fridge", viewBox: "0 0 24 24" },
  logo: { id: "art-logo", viewBox: "0 0 64 64" },
} as const;

export type SpriteArtName = keyof typeof SPRITE_ART;

type SpriteArtProps = { name: SpriteArtName; className?: string };

/** Decorative: the link or text around it carries the accessible name. */
export const SpriteArt = ({ name, className }: SpriteArtProps) => {
  const { id, viewBox } = SPRITE_ART[name];
  return (
    <svg viewBox={viewBox} aria-hidden="true" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
};
