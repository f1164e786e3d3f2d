import React from "react";
import { LogoSymbol } from "../logo/logo-symbol";
import { FridgeSymbol } from "../recipe-card/fridge-icon";
import { AppStoreBadgeSymbol, GooglePlayBadgeSymbol } from "../store-badge/badge-art";

/**
 * The page's shared artwork, written by the server before the app's root and never rendered by
 * React in the browser (gatsby-ssr.tsx). Zero-sized rather than `display: none`, which would
 * switch off the clip path inside the Google Play badge.
 */
export const SvgSprite = () => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width="0"
    height="0"
    aria-hidden="true"
    style={{ position: "absolute", overflow: "hidden" }}
  >
    <AppStoreBadgeSymbol />
    <GooglePlayBadgeSymbol />
    <FridgeSymbol />
    <LogoSymbol />
  </svg>
);
