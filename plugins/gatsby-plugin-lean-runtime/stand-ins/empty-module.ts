// Stands in, in the production browser bundle, for Gatsby runtime modules this site never runs
// (see onCreateWebpackConfig in gatsby-node.ts).
export default undefined;
