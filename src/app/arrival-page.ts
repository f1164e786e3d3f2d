import { builtLeverOn } from "../../plugins/gatsby-plugin-lean-runtime/built-switch";

/**
 * The page a visitor arrived on, whose HTML the server wrote. Until they move to another page
 * within the site, content there that never changes once drawn can stay as the server wrote it
 * (the lean runtime's `kept-markup` lever).
 */
let arrivalPath: string | null = null;

/**
 * Called as the browser starts the site (Gatsby's `onClientEntry`), before React draws anything.
 * `gatsby build` writes every page's HTML, the not-found page's included; a development server
 * writes none, so there every page is drawn in the browser.
 */
export const noteArrival = () => {
  arrivalPath = process.env.NODE_ENV === "production" ? window.location.pathname : null;
};

/** Whether the visitor is still on the page they arrived on, and its content may stay as it is. */
export const onArrivalPage = () => arrivalPath !== null && builtLeverOn("kept-markup");

/** Called before each route change: leaving the arrival page ends it for good. */
export const noteRoute = (pathname: string) => {
  if (arrivalPath !== null && pathname !== arrivalPath) arrivalPath = null;
};
