import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { PLUGIN_NAME, RENDER_ERROR_PATH } from "./e2e-pages";

export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  // Gatsby runs a compiled copy of this file from .cache, where `__dirname` does not lead back
  // here; as in Gatsby's own createPages examples, the component's path is resolved from the
  // site's folder, where every Gatsby command runs.
  actions.createPage({
    path: RENDER_ERROR_PATH,
    component: path.resolve("plugins", PLUGIN_NAME, "render-error-page.tsx"),
    context: {},
  });
};
