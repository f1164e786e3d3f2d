// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Reaches past a dependency's public API. Each is a private contract: it may break on any upgrade,
 * so it lives only in the files listed in PRIVATE_CONTRACT_FILES, each guarded by a test against
 * the installed package (docs/private-contracts.md lists every contract).
 */
const PRIVATE_REACHES = [
  {
    selector: "ImportDeclaration[source.value=/(^|\\/)(dist|cache-dir)\\//]",
    message:
      "A package's dist/ or Gatsby's cache-dir/ is not its public API: import its documented entry point.",
  },
  {
    selector:
      "CallExpression[callee.name=/^(require|import)$/] > Literal[value=/(^|\\/)(dist|cache-dir)\\//], CallExpression[callee.property.name=/^(resolve|mock|requireActual)$/] > Literal.arguments[value=/(^|\\/)(dist|cache-dir)\\//]",
    message:
      "A package's dist/ or Gatsby's cache-dir/ is not its public API: use its documented entry point.",
  },
  {
    selector: "CallExpression[callee.property.name='getState']",
    message:
      "A Redux store's state (Gatsby's or Decap's) is private: use the hook's arguments or the library's events.",
  },
  {
    selector: "Literal[value=/^__react/]",
    message:
      "React's __react fields are private: wait on what the page shows or on a public event.",
  },
  {
    selector: "MemberExpression[property.name=/^___/]",
    message:
      "Gatsby's ___ globals are private: drive the site through its links and public signals.",
  },
  {
    selector: "AssignmentExpression > MemberExpression.left[object.property.name='prototype']",
    message: "Writing to another module's prototype changes it for everyone: wrap it instead.",
  },
  {
    selector:
      "MemberExpression[object.property.name='env'][property.name=/^(BUILD_STAGE|gatsby_executing_command)$/]",
    message: "Gatsby's own environment variables are private: use the hook's stage argument.",
  },
];

/**
 * The only files that may reach past a public API: the lean-runtime plugin and the files of
 * docs/private-contracts.md that read inside a package's dist/ or Gatsby's cache-dir/, a store's
 * state, a library's private field or Gatsby's environment, guard tests included. That guide
 * lists them as here (build-steps/private-reaches.test.ts checks it), each with its guard and what it
 * buys; a new one is added to both.
 */
const PRIVATE_CONTRACT_FILES = [
  "plugins/gatsby-plugin-lean-runtime/**",
  // Gatsby
  "build-steps/webpack/cache-per-runtime.test.ts",
  "scripts/built-site.test.ts",
  "src/app/page-path-script.test.tsx",
  "build-steps/webpack/render-again.test.ts",
  // Decap CMS
  "src/editor/decap-internals.ts",
  "src/editor/decap-internals.test.tsx",
  "src/editor/index.ts",
  "src/editor/test-utils/decap-source.ts",
  "scripts/cms/cms-config.test.ts",
  "scripts/cms/copy-assets.cjs",
  "scripts/cms/copy-assets.test.ts",
  // mixpanel-browser
  "build-steps/analytics/session-recorder-asset.ts",
  "build-steps/analytics/session-recorder-asset.test.ts",
  "src/analytics/mixpanel/replay-limits.test.ts",
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      "build-info/",
      "bench/results/",
      ".cache/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
      "static/admin/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["e2e/**", ...PRIVATE_CONTRACT_FILES],
    rules: { "no-restricted-syntax": ["error", ...PRIVATE_REACHES] },
  },
  {
    // End-to-end tests wait on what a visitor sees, the network or a clock they control, and read
    // only what the site shows or signals in public, never React's or Gatsby's private fields.
    files: ["e2e/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message:
            "No fixed sleeps: wait on what a visitor sees (expect(...).toBeVisible(), expect.poll), the network (waitForResponse) or Playwright's clock (page.clock).",
        },
      ],
      "no-restricted-syntax": ["error", ...PRIVATE_REACHES],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
);
