import type { ConfigData } from "html-validate";

/**
 * html-validate's recommended rules, adjusted only where Gatsby or React write valid HTML in a
 * form the defaults don't expect.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  elements: ["html5"],
  rules: {
    // Gatsby's route announcer and the pictures' placeholder colour are style attributes; the
    // CSP allows them for the same reason.
    "no-inline-style": "off",
    // React writes void elements as <img/>: hold every page to that one style.
    "void-style": ["error", { style: "selfclose" }],
    // React keeps its prop names for some attributes (charSet, srcSet); HTML ignores the case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // Gatsby's root is id="___gatsby"; HTML allows any id without whitespace.
    "valid-id": ["error", { relaxed: true }],
    // React writes inert="" while Gatsby writes async; both forms are valid HTML.
    "attribute-boolean-style": "off",
    // React writes hidden="" too: the empty value is the attribute's hidden state.
    "attribute-empty-style": ["error", { style: "empty" }],
    // The showcase rows are focusable scroll areas with role="region" on a div, the ARIA
    // pattern for scrollable regions; <section> would name the same landmark.
    "prefer-native-element": ["error", { exclude: ["region"] }],
  },
};
