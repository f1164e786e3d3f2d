/** The home page's recipes, by address, in the order data/showcase.json gives. */
export type HomePageContext = { showcase: string[] };
