// @ts-check
/**
 * The browsers the build serves, as `browserslist` in the site's package.json names them: the one
 * list Babel (Gatsby's preset and this plugin's), Terser and the bench read.
 */
const fs = require("fs");
const path = require("path");
const getTargets = require("@babel/helper-compilation-targets").default;
const { isRequired } = require("@babel/helper-compilation-targets");

// Gatsby, Babel and Jest all run from the site folder (this file may run from a compiled copy).
const SITE_DIR = process.cwd();

/** The site's browserslist queries; a build without them would fall back to Gatsby's own list. */
const browserQueries = (dir = SITE_DIR) => {
  const queries = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).browserslist;
  if (!Array.isArray(queries) || queries.length === 0)
    throw new Error(`No "browserslist" in ${path.join(dir, "package.json")}`);
  return queries;
};

/** The oldest version of each browser the queries name, as Babel counts them. */
const browserTargets = (queries = browserQueries()) => getTargets({ browsers: queries });

/** Babel's transforms for each JavaScript edition's syntax: an edition runs natively without them. */
const EDITION_TRANSFORMS = {
  2015: [
    "transform-arrow-functions",
    "transform-block-scoping",
    "transform-classes",
    "transform-destructuring",
    "transform-parameters",
    "transform-shorthand-properties",
    "transform-spread",
    "transform-template-literals",
  ],
  2016: ["transform-exponentiation-operator"],
  2017: ["transform-async-to-generator"],
  2018: ["transform-object-rest-spread"],
  2019: ["transform-optional-catch-binding"],
  2020: ["transform-optional-chaining", "transform-nullish-coalescing-operator"],
};

/** The newest edition (up to ES2020, the newest Terser writes) every target runs; 5 if none. */
const ecmaEdition = (targets = browserTargets()) => {
  let edition = 5;
  for (const [year, transforms] of Object.entries(EDITION_TRANSFORMS)) {
    if (transforms.some((name) => isRequired(name, targets))) break;
    edition = Number(year);
  }
  return edition;
};

module.exports = { EDITION_TRANSFORMS, browserQueries, browserTargets, ecmaEdition };
