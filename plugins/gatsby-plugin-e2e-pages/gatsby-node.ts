import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { PLUGIN_NAME, RENDER_ERROR_PATH } from "./e2e-pages";

export const createPages: GatsbyNode["createPages"] = ({ actions, store }) => {
  // Gatsby runs a compiled copy of this file from .cache, where `__dirname` does not lead back
  // here: the page is found from the site's folder.
  const { program } = store.getState() as { program: { directory: string } };
  actions.createPage({
    path: RENDER_ERROR_PATH,
    component: path.join(program.directory, "plugins", PLUGIN_NAME, "render-error-page.tsx"),
    context: {},
  });
};
