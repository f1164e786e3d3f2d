/** What eslint.config.mjs uses of the plugin (the package ships no types). */
declare module "eslint-plugin-jsx-a11y" {
  import type { ESLint, Linter } from "eslint";

  const plugin: ESLint.Plugin & {
    flatConfigs: { recommended: Linter.Config; strict: Linter.Config };
  };
  export default plugin;
}
