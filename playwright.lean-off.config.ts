import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { SAMPLE_RECIPE_ROUTES } from "./e2e/fixtures";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `npm run test:lean-off`: a smoke set of the end-to-end tests, run on a build made with
 * LEAN_RUNTIME=off (Gatsby's stock runtime and build output), so that the site is known to work
 * without the lean-runtime plugin: every route, moving within the site with its heads and scroll
 * positions, analytics, the deletion form, a recipe page and `/get`. Tests of a lever itself
 * (pages starting their scripts after their photo or their first paint) are not in it: off, there is no lever.
 */
export const LEAN_OFF_SMOKE = [
  /has the top bar, the footer and no console errors/,
  /navigation works between pages without a reload/,
  /a new page opens at its top, and Back and Forward return to where the visitor was/,
  /a link to a section of a page opens that page at the section/,
  /runs the whole request flow/,
  /the first page view arrives after load/,
  /one page view per client-side navigation/,
  /the deletion request is sent at once, on its own, and confirmed/,
  /reaches a visitor who moves to the policy within the site/,
  new RegExp(`${escape(SAMPLE_RECIPE_ROUTES[0]!)} shows the recipe, its photo`),
  /an iPhone: the QR code's link opens its store with src=qr/,
  /a computer stays on a page with both badges/,
  /does not move once painted, also after hydration/,
  /moving to another page within the site gives it its own head, and back/,
];

export default defineConfig({ ...base, grep: LEAN_OFF_SMOKE });
