import { graphql } from "gatsby";

/**
 * A recipe photo's one set of files, asked for by its page, its cards and the fridge index
 * (`...RecipePhoto`): AVIF at two widths with a JPEG fallback. The page draws 1200 px on a 3x
 * phone and on a 2x desktop, 576 px on a small 1x screen; a card draws 576 px on a 2x or 3x
 * screen. The 1200 px JPEG is also the 4:3 photo search engines get. Where each draws it (`sizes`)
 * is the component's to say: the browser's hint makes no file.
 *
 * Gatsby finds fragments in the files under src/; gatsby-node's own query cannot spread one, so
 * it interpolates the same text (build-steps/pages/recipe-photo-fragment.ts), which a test checks
 * equal to this.
 */
export const recipePhotoFragment = graphql`
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
