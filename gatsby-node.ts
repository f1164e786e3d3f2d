import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "./src/config/site-config";
import { qrSvg } from "./src/components/qr-code/qr-svg";
import { buildRedirectScript } from "./src/get/build-redirect-script";
import { GET_PATH, QR_SOURCE } from "./src/get/constants";
import { downloadUrl } from "./src/get/download-url";
import { redirectSettings } from "./src/get/redirect";
import { storeSettingsProblems } from "./src/get/store-link";
import {
  copySessionRecorder,
  servesSessionRecorder,
} from "./src/analytics/mixpanel/session-recorder-asset";
import { RECIPES_FILE, SHOWCASE_SIZE } from "./src/recipes/constants";
import { readImageSize } from "./src/recipes/read-image-size";
import { formatProblems, validateRecipesFile } from "./src/recipes/validate-recipes";

const checkRecipes = async (reporter: { panic: (message: string) => never }) => {
  const file = path.join(__dirname, RECIPES_FILE);
  const problems = await validateRecipesFile(file, readImageSize);
  if (problems.length > 0) {
    reporter.panic(formatProblems(RECIPES_FILE, problems));
  }
};

const checkStoreSettings = (reporter: { panic: (message: string) => never }) => {
  const problems = storeSettingsProblems(siteConfig);
  if (problems.length > 0) {
    reporter.panic(`The store settings would break ${GET_PATH}:\n  ${problems.join("\n  ")}`);
  }
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  checkStoreSettings(reporter);
  await checkRecipes(reporter);
};

/** The QR code for the download link, drawn once per build so its encoder stays out of the browser. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const url = downloadUrl(siteConfig.siteUrl, QR_SOURCE);
  const svg = await qrSvg(url);
  actions.createNode({
    id: createNodeId(`DownloadQrCode ${url}`),
    url,
    svg,
    internal: { type: "DownloadQrCode", contentDigest: createContentDigest({ url, svg }) },
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type RecipesJson implements Node @dontInfer {
      recipeName: String!
      author: String!
      ingredientAmount: String!
      image: File! @fileByRelativePath
    }
    type DownloadQrCode implements Node @dontInfer {
      url: String!
      svg: String!
    }
  `);
};

let redirectScript: Promise<string> | undefined;

export const onCreatePage: GatsbyNode["onCreatePage"] = async ({ page, actions }) => {
  if (page.path === GET_PATH) {
    redirectScript ??= buildRedirectScript(redirectSettings(siteConfig), __dirname);
    actions.deletePage(page);
    actions.createPage({
      ...page,
      context: { ...page.context, redirectScript: await redirectScript },
    });
    return;
  }
  if (page.path !== "/") return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, showcaseSize: SHOWCASE_SIZE } });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  if (!servesSessionRecorder(siteConfig.analytics)) return;
  const target = await copySessionRecorder(__dirname);
  reporter.info(`Session replay recorder copied to ${path.relative(__dirname, target)}`);
};
