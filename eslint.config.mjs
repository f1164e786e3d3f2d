// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name=/^___/]",
          message:
            "Gatsby's ___ globals are private: drive the site through its links and public signals.",
        },
        {
          selector: "Literal[value=/^__react/]",
          message:
            "React's __react fields are private: wait on what the page shows or on Gatsby's onInitialClientRender mark (waitForHydration).",
        },
      ],
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
