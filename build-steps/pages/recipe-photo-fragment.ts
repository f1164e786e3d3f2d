/**
 * The recipe photo's fragment as text, for gatsby-node's query of the fridge index, which cannot
 * spread the `...RecipePhoto` the components use (src/recipes/recipe-photo-fragment.ts). The
 * test beside this file checks that the two are the same fragment.
 */
export const RECIPE_PHOTO_FRAGMENT = `
  fragment RecipePhoto on ImageSharp {
    gatsbyImageData(
      width: 1200
      aspectRatio: 1.3333333
      layout: CONSTRAINED
      breakpoints: [576, 1200]
      formats: [AUTO, AVIF]
      avifOptions: { quality: 50 }
    )
  }
`;
