import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A recipe photo's one set of files, asked for by its page, its cards and the fridge index: AVIF
 * at two widths with a JPEG fallback. The page draws 1200 px on a 3x phone and on a 2x desktop,
 * 576 px on a small 1x screen; a card draws 576 px on a 2x or 3x screen. The 1200 px JPEG is also
 * the 4:3 photo search engines get. Where each draws it (`sizes`) is the component's to say: the
 * browser's hint makes no file.
 */
export const RECIPE_PHOTO_FRAGMENT = `
  fragment RecipePhoto on ImageSharp {
    gatsbyImageData(
      width: 1200
      aspectRatio: 1.3333333
      layout: CONSTRAINED
      breakpoints: [576, 1200]
      formats: [AUTO, AVIF]
      # The largest contentful paint: AVIF at 50 looks the same and weighs half of 70.
      avifOptions: { quality: 50 }
    )
  }
`;

/**
 * Where Gatsby gathers the fragments of files outside src/ for its page and static queries; it
 * empties the folder at every start, before onPreExtractQueries.
 */
export const FRAGMENTS_DIR = path.join(".cache", "fragments");
export const RECIPE_PHOTO_FRAGMENT_FILE = "recipe-photo.js";

/** The fragment as a module of Gatsby's query extraction finds: one graphql-tagged export. */
export const fragmentModule = (fragment: string): string =>
  `import { graphql } from "gatsby";\n\nexport const recipePhoto = graphql\`${fragment}\`;\n`;

/**
 * Hands the fragment to the components' queries (`...RecipePhoto`) as Gatsby hands its plugins'
 * fragments to them; gatsby-node's own query interpolates the same text.
 */
export const writeRecipePhotoFragment = async (root: string): Promise<string> => {
  const file = path.join(root, FRAGMENTS_DIR, RECIPE_PHOTO_FRAGMENT_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, fragmentModule(RECIPE_PHOTO_FRAGMENT));
  return file;
};
