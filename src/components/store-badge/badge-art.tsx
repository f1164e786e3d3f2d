import React from "react";
import { SPRITE_ART } from "../svg-sprite/sprite-art";
import { applePath, googlePlayPath } from "./brand-paths";

// Geometry follows the official badge artwork (Apple's 119.664×40 "Download on the App Store",
// Google's 135×40 "GET IT ON Google Play"); font sizes match their cap heights, and textLength
// pins each line to the official width whichever system font ends up drawing it. system-ui is
// San Francisco on Apple's systems, Roboto on Android and Segoe UI on Windows, so naming those
// families as well drew nothing different; but the browser looks up each family it cannot find
// for every size of every line, in every badge on the page. On a Linux host, where none of them
// exists, the longer list made 92 font lookups on /contact/ instead of 38, and 152 on / instead
// of 62.
const FONT_FAMILY = "system-ui, sans-serif";

const GOOGLE_PLAY_CLIP_ID = `${SPRITE_ART.googlePlayBadge.id}-logo`;

/** The App Store badge, as a symbol of the page's sprite. */
export const AppStoreBadgeSymbol = () => (
  <symbol id={SPRITE_ART.appStoreBadge.id} viewBox={SPRITE_ART.appStoreBadge.viewBox}>
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
  </symbol>
);

/** The Google Play badge, as a symbol of the page's sprite. */
export const GooglePlayBadgeSymbol = () => (
  <symbol id={SPRITE_ART.googlePlayBadge.id} viewBox={SPRITE_ART.googlePlayBadge.viewBox}>
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
      <clipPath id={GOOGLE_PLAY_CLIP_ID}>
        <path d={googlePlayPath} />
      </clipPath>
      {/* The four pieces of the logo are separated by gaps along the diagonals through
          (13.5, 12), so one triangle per colour paints each piece exactly. */}
      <g clipPath={`url(#${GOOGLE_PLAY_CLIP_ID})`}>
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
  </symbol>
);
