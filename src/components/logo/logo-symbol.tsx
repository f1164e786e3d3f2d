import React from "react";
import { SPRITE_ART } from "../svg-sprite/sprite-art";
import { LogoMark } from "./logo-mark";

/** The logo mark, as a symbol of the page's sprite: the top bar shows it on every page. */
export const LogoSymbol = () => (
  <symbol id={SPRITE_ART.logo.id} viewBox={SPRITE_ART.logo.viewBox}>
    <LogoMark />
  </symbol>
);
