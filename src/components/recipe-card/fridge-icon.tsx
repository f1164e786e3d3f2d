import React from "react";
import { SPRITE_ART } from "../svg-sprite/sprite-art";

/** The fridge of the ingredient-match fraction, as a symbol of the page's sprite. */
export const FridgeSymbol = () => (
  <symbol
    id={SPRITE_ART.fridge.id}
    viewBox={SPRITE_ART.fridge.viewBox}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="5" y="2" width="14" height="20" rx="2.5" />
    <path d="M5 10h14M8.5 5.5v2M8.5 13v3" />
  </symbol>
);
