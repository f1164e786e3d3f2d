// @ts-check
// Gatsby needs a main file for a plugin; everything this plugin does is in its gatsby-node.ts.
