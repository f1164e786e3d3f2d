import { RECIPES_DIR, SHOWCASE_FILE, fileSlug, showcaseFileText } from "../recipes/recipe-files";
import { oldAddresses } from "../recipes/redirects";
import { checkRecipeText } from "../recipes/rules/recipe-file";
import { REMOVED_FILE, checkRemoved, removedFileText } from "../recipes/rules/removed";
import { RECIPES, Refused } from "./before-save";
import type { Entry } from "./decap";
import type { FileChange, Repository } from "./repository";

export type Deletion = { file: string; name: string; changes: FileChange[]; message: string };

/**
 * What deleting a recipe changes besides its file: every address it had joins the list of
 * deleted recipes (each then leads to /recipes/ on every host), and it leaves the home page's
 * list. Both are written before the file is deleted, so every commit on the way builds.
 */
export const deletionOf = (
  file: string,
  snapshot: { recipes: { file: string; text: string }[]; showcase?: string; removed?: string },
): Deletion => {
  const own = fileSlug(file.slice(RECIPES_DIR.length + 1));
  const text = snapshot.recipes.find((recipe) => recipe.file === file)?.text ?? "";
  const { entry } = checkRecipeText(file, text);
  const name = entry?.recipeName ?? own;
  const addresses = [...new Set([own, ...(entry ? [entry.slug, ...oldAddresses(entry)] : [])])];
  const removed = checkRemoved(snapshot.removed);
  if (removed.problems.length > 0) {
    throw new Refused(
      `${REMOVED_FILE} cannot be read (${removed.problems[0]?.message}), so “${name}”’s address could not lead to the recipe list. Correct that file first.`,
    );
  }
  const changes: FileChange[] = [
    {
      path: REMOVED_FILE,
      text: removedFileText({ addresses: [...removed.addresses, ...addresses] }),
    },
  ];
  let list: unknown;
  try {
    list = (JSON.parse(snapshot.showcase ?? "") as { recipes?: unknown }).recipes;
  } catch {
    list = undefined;
  }
  if (!Array.isArray(list)) {
    throw new Refused(
      `The home page showcase cannot be read, so “${name}” could not be taken off it. Open Home page → Home page showcase and save it first.`,
    );
  }
  const kept = list.filter((item) => !addresses.includes(String(item)));
  const onHomePage = kept.length !== list.length;
  if (onHomePage && kept.length === 0) {
    throw new Refused(
      `“${name}” is the only recipe on the home page. Add another in Home page → Home page showcase first.`,
    );
  }
  if (onHomePage) changes.push({ path: SHOWCASE_FILE, text: showcaseFileText({ recipes: kept }) });
  return {
    file,
    name,
    changes,
    message: onHomePage
      ? `Take “${name}” off the home page and lead its address to the recipe list`
      : `Lead the address of “${name}” to the recipe list`,
  };
};

/**
 * Decap's preUnpublish, which it runs before it deletes an entry's file: writes the showcase and
 * the removed recipes first, or refuses the deletion with the reason.
 */
export const beforeDelete =
  (repository: Repository, onDeleted: (deletion: Deletion) => void) =>
  async ({ entry }: { entry: Entry }): Promise<undefined> => {
    if (entry.get("collection") !== RECIPES) return undefined;
    const deletion = deletionOf(String(entry.get("path")), await repository.snapshot(true));
    try {
      await repository.write(deletion.changes, deletion.message);
    } catch (error) {
      throw new Refused(String(error));
    }
    onDeleted(deletion);
    return undefined;
  };
