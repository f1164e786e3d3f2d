import type { Localized } from "../../localized";
import type { EnglishTexts } from "../en";
import { site } from "./site";
import { layout } from "./layout";
import { topBar } from "./top-bar";
import { footer } from "./footer";
import { hero } from "./hero";
import { showcase } from "./showcase";
import { storeBadges } from "./store-badges";
import { getApp } from "./get-app";
import { notFound } from "./not-found";
import { errors } from "./errors";
import { consentBar } from "./consent-bar";
import { contact } from "./contact";
import { deletion } from "./deletion";
import { policy } from "./policy";
import { recipeList } from "./recipe-list";
import { fridge } from "./fridge";
import { recipePage } from "./recipe-page";
import { cookTools } from "./cook-tools";

export const es: Localized<EnglishTexts> = {
  site,
  layout,
  topBar,
  footer,
  hero,
  showcase,
  storeBadges,
  getApp,
  notFound,
  errors,
  consentBar,
  contact,
  deletion,
  policy,
  recipeList,
  fridge,
  recipePage,
  cookTools,
};
