// @ts-check
// A throwaway copy of the project that shares its installed packages, for tests and benchmarks
// that must build a changed project without touching this one.
const fs = require("node:fs/promises");
const path = require("node:path");
const { ignoredFolders, inIgnoredFolder } = require("./ignored-folders.cjs");

const ROOT = path.resolve(__dirname, "..");

/**
 * Copies the project's sources into dest and links dest/node_modules to ours.
 * @param {string} dest
 */
const copyProject = async (dest) => {
  // Generated, installed or local output (public/, .cache/, node_modules/, bench/results/...).
  const ignored = ignoredFolders(ROOT);
  await fs.cp(ROOT, dest, {
    recursive: true,
    filter: (source) => !inIgnoredFolder(path.relative(ROOT, source), ignored),
  });
  await fs.symlink(path.join(ROOT, "node_modules"), path.join(dest, "node_modules"), "dir");
  return dest;
};

module.exports = { copyProject };
