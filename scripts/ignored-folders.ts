import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The folders git ignores (.gitignore's folder lines, such as public/ and bench/results/) and .git,
 * as paths from the project root with "/" between their parts: built, installed or local output,
 * which the checks that walk the project's own files leave out.
 */
export const ignoredFolders = (root: string): Set<string> =>
  new Set([
    ".git",
    ...readFileSync(path.join(root, ".gitignore"), "utf8")
      .split("\n")
      .filter((line) => line.endsWith("/") && !line.startsWith("#") && !line.startsWith("!"))
      .map((line) => line.replace(/^\//, "").slice(0, -1)),
  ]);

/** Whether a path from the project root lies in one of those folders. */
export const inIgnoredFolder = (file: string, folders: Set<string>): boolean => {
  const parts = file.split(path.sep);
  return parts.some((_, end) => folders.has(parts.slice(0, end + 1).join("/")));
};
