import type { ConfigData } from "html-validate";

/**
 * html-validate's recommended rules, adjusted only where Gatsby, React or gatsby-plugin-image
 * write valid HTML in a form the defaults don't expect.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    // gatsby-plugin-image renders lazy images with data-src and sets src on hydration (the
    // <noscript> copy has src). The output test checks every img has one of the two.
    { img: { attributes: { src: { required: false } } } },
  ],
  rules: {
    // Gatsby and gatsby-plugin-image write style attributes (image sizing, placeholders, the
    // route announcer); the CSP allows them for the same reason.
    "no-inline-style": "off",
    // React writes void elements as <img/>: hold every page to that one style.
    "void-style": ["error", { style: "selfclose" }],
    // React keeps its prop names for some attributes (charSet, srcSet); HTML ignores the case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // Gatsby's root is id="___gatsby"; HTML allows any id without whitespace.
    "valid-id": ["error", { relaxed: true }],
    // React writes inert="" while Gatsby writes async; both forms are valid HTML.
    "attribute-boolean-style": "off",
    // The showcase rows are focusable scroll areas with role="region" on a div, the ARIA
    // pattern for scrollable regions; <section> would name the same landmark.
    "prefer-native-element": ["error", { exclude: ["region"] }],
  },
};
