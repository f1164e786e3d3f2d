import type { GatsbyConfig } from "gatsby";
import { siteConfig } from "./src/config/site-config";
import { siteUrlProblem } from "./build-steps/config/site-config-checks";
import {
  PLUGIN_NAME as E2E_PAGES,
  RENDER_ERROR_PATH,
  isE2eBuild,
} from "./plugins/gatsby-plugin-e2e-pages/e2e-pages";
import { GET_PATH } from "./src/get/constants";
import { leftOutRecipeFile } from "./build-steps/recipes/left-out-files";
import { leanRuntimeOn } from "./plugins/gatsby-plugin-lean-runtime/switch.cjs";
import {
  sitemapEntry,
  sitemapExcludes,
  withLanguages,
  type SitemapPage,
} from "./build-steps/pages/sitemap-entries";

/**
 * Not-found pages, the /get redirect and the end-to-end tests' failing page are never search
 * results, in any language.
 */
const SITEMAP_EXCLUDES = sitemapExcludes(
  ["/404", "/404.html", "/dev-404-page", GET_PATH, RENDER_ERROR_PATH],
  siteConfig.languages,
);

type SitemapData = { allSitePage: { nodes: { path: string }[] } };

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.productName,
    // A malformed GATSBY_SITE_URL stops the build in onPreBootstrap with a message naming it;
    // handed to Gatsby, it would stop the build sooner, saying only that "siteMetadata.siteUrl"
    // must be a valid uri.
    siteUrl: siteUrlProblem(siteConfig.siteUrl) ? undefined : siteConfig.siteUrl,
  },
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  trailingSlash: "always",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // The other data files are read by gatsby-node; the recipe files become RecipesJson nodes
      // (gatsby-transformer-json names a one-object file's type after its folder, "recipes"),
      // except those the content check left out until they are fixed.
      options: {
        name: "recipes",
        path: `${__dirname}/data`,
        ignore: [
          "**/*.schema.json",
          "**/showcase.json",
          "**/ingredients*.json",
          "**/removed-recipes.json",
          leftOutRecipeFile(__dirname),
        ],
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/src/images` },
    },
    "gatsby-transformer-json",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // Every browser served draws AVIF; one that does not gets the original format, as the
        // recipe photos do (WebP would be a third copy of each image that no served browser picks).
        defaults: { formats: ["auto", "avif"], placeholder: "dominantColor", quality: 70 },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: SITEMAP_EXCLUDES,
        // Each page with its versions in the other languages, as <xhtml:link> alternates.
        resolvePages: ({ allSitePage }: SitemapData) => withLanguages(allSitePage.nodes),
        serialize: (page: SitemapPage) => sitemapEntry(siteConfig.siteUrl, page),
      },
    },
    // Trims Gatsby's runtime for the production build; LEAN_RUNTIME=off builds without it.
    ...(leanRuntimeOn() ? ["gatsby-plugin-lean-runtime"] : []),
    // The end-to-end tests' own pages, in `npm run build:e2e` only.
    ...(isE2eBuild(process.env) ? [E2E_PAGES] : []),
  ],
};

export default config;
