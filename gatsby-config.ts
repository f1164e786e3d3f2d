import type { GatsbyConfig } from "gatsby";
import { siteConfig } from "./src/config/site-config";

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.productName,
    siteUrl: siteConfig.siteUrl,
  },
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "recipes", path: `${__dirname}/data`, ignore: ["**/*.schema.json"] },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/src/images` },
    },
    "gatsby-transformer-json",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "avif", "webp"], placeholder: "dominantColor", quality: 70 },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
  ],
};

export default config;
