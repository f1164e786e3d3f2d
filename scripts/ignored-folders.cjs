// @ts-check
const { readFileSync } = require("node:fs");
const path = require("node:path");

/**
 * The folders git ignores (.gitignore's folder lines, such as public/ and bench/results/) and .git,
 * as paths from the project root with "/" between their parts: built, installed or local output,
 * which the checks that walk the project's own files, and copies of the project, leave out.
 * @param {string} root
 * @returns {Set<string>}
 */
const ignoredFolders = (root) =>
  new Set([
    ".git",
    ...readFileSync(path.join(root, ".gitignore"), "utf8")
      .split("\n")
      .filter((line) => line.endsWith("/") && !line.startsWith("#") && !line.startsWith("!"))
      .map((line) => line.replace(/^\//, "").slice(0, -1)),
  ]);

/**
 * Whether a path from the project root lies in one of those folders.
 * @param {string} file
 * @param {Set<string>} folders
 * @returns {boolean}
 */
const inIgnoredFolder = (file, folders) => {
  const parts = file.split(path.sep);
  return parts.some((_, end) => folders.has(parts.slice(0, end + 1).join("/")));
};

module.exports = { ignoredFolders, inIgnoredFolder };
