import { useId } from "react";
import { applePath, googlePlayPath } from "./brand-paths";

// Geometry follows the official badge artwork (Apple's 119.664×40 "Download on the App Store",
// Google's 135×40 "GET IT ON Google Play"); font sizes match their cap heights, and textLength
// pins each line to the official width whichever system font ends up drawing it.
const FONT_FAMILY =
  '-apple-system, "SF Pro Text", "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** Apple's marketing guidelines: an App Store badge is never shown less than 40 px high. */
export const MIN_BADGE_HEIGHT_PX = 40;

/** The official artwork's proportions, which the badges keep at any height. */
export const BADGE_SIZES = {
  app_store: { width: 119.664, height: 40 },
  play_store: { width: 135, height: 40 },
} as const;

const viewBox = ({ width, height }: { width: number; height: number }) => `0 0 ${width} ${height}`;

type BadgeArtProps = { className?: string };

export const AppStoreBadgeArt = ({ className }: BadgeArtProps) => (
  <svg
    viewBox={viewBox(BADGE_SIZES.app_store)}
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <rect
      x="0.4375"
      y="0.4375"
      width="118.789"
      height="39.125"
      rx="6.36"
      fill="#000"
      stroke="#a6a6a6"
      strokeWidth="0.875"
    />
    <path d={applePath} fill="#fff" transform="matrix(0.9073 0 0 0.9073 7.942 8.72)" />
    <g fill="#fff" fontFamily={FONT_FAMILY} fontWeight="500">
      <text x="35.02" y="14.7" fontSize="8.46" textLength="70.13" lengthAdjust="spacingAndGlyphs">
        Download on the
      </text>
      <text x="34.43" y="30.5" fontSize="17.6" textLength="75.75" lengthAdjust="spacingAndGlyphs">
        App Store
      </text>
    </g>
  </svg>
);

export const GooglePlayBadgeArt = ({ className }: BadgeArtProps) => {
  // The badge appears several times per page, and React 18 ids contain colons, which are awkward
  // inside url(#…) references.
  const clipId = `play-logo-${useId().replace(/:/g, "")}`;

  return (
    <svg
      viewBox={viewBox(BADGE_SIZES.play_store)}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect
        x="0.4"
        y="0.4"
        width="134.2"
        height="39.2"
        rx="4.6"
        fill="#000"
        stroke="#a6a6a6"
        strokeWidth="0.8"
      />
      <g transform="matrix(1.0713 0 0 1.0713 8.597 7.154)">
        <clipPath id={clipId}>
          <path d={googlePlayPath} />
        </clipPath>
        {/* The four pieces of the logo are separated by gaps along the diagonals through
            (13.5, 12), so one triangle per colour paints each piece exactly. */}
        <g clipPath={`url(#${clipId})`}>
          <path d="M13.5 12-1-2.5V26.5Z" fill="#4285f4" />
          <path d="M13.5 12-1-2.5H28Z" fill="#34a853" />
          <path d="M13.5 12 28-2.5V26.5Z" fill="#fbbc04" />
          <path d="M13.5 12 28 26.5H-1Z" fill="#ea4335" />
        </g>
      </g>
      <g fill="#fff" fontFamily={FONT_FAMILY} fontWeight="500">
        <text x="40.94" y="13" fontSize="8.5" textLength="39.9" lengthAdjust="spacingAndGlyphs">
          GET IT ON
        </text>
        <text x="40.15" y="30" fontSize="17.7" textLength="85.8" lengthAdjust="spacingAndGlyphs">
          Google Play
        </text>
      </g>
    </svg>
  );
};
