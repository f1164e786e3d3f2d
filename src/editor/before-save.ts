import { VOCABULARY_FILE, translationProblems, vocabularyProblems } from "../ingredients/problems";
import {
  TRANSLATED_LANGUAGES,
  normalizeTerm,
  type TranslatedLanguage,
  type Vocabulary,
} from "../ingredients/vocabulary";
import { recipeListPath } from "../recipes/list-pages";
import {
  RECIPES_DIR,
  SHOWCASE_FILE,
  recipeFileName,
  showcaseFileText,
  type RecipeData,
} from "../recipes/recipe-files";
import type { RecipeProblem } from "../recipes/rules/problem";
import { recipePath } from "../recipes/slug";
import { slugify } from "../recipes/slugify";
import type { Entry, ImmutableValue } from "./decap";
import { LIST_FIELD, inFieldOrder, siteJson, vocabularyAsSaved } from "./formats";
import { nameTaken, refusalOf, type FieldLabel } from "./plain-words";
import type { Repository, Snapshot } from "./repository";
import type { Session } from "./session";
import { judge, type Change } from "./site-check";
import { readRecipeText, unreadableMark, unreadableReason } from "./unreadable";

export const RECIPES = "recipes";
export const HOME = "home";
export const INGREDIENTS = "ingredients";

/** What the editor needs to check a save: the repository, this window's photos, the labels. */
export type SaveContext = {
  repository: Repository;
  session: Session;
  label: FieldLabel;
};

/** A save refused before anything is written; Decap shows the message and keeps the form. */
export class Refused extends Error {}

/**
 * Decap keeps an entry's data as Immutable.js collections and does not expose the library; a
 * list is made from the entry's own (always present) list of media files.
 */
export const asList = (entry: Entry, items: unknown[]): unknown => {
  const media = entry.get("mediaFiles") as {
    clear?: () => { concat: (items: unknown[]) => unknown };
  };
  return media && typeof media.clear === "function" ? media.clear().concat(items) : items;
};

const withValues = (entry: Entry, values: RecipeData): ImmutableValue => {
  let data = entry.get("data") as ImmutableValue;
  data.keySeq().forEach((key) => {
    if (!(key in values)) data = data.delete(key);
  });
  Object.entries(values).forEach(([key, value]) => {
    data = data.set(key, Array.isArray(value) ? asList(entry, value) : value);
  });
  return data;
};

/** A text field of a recipe as the repository has it, if its file can be read. */
const savedField = (snapshot: Snapshot, file: string, field: string): string | undefined => {
  const saved = snapshot.recipes.find((recipe) => recipe.file === file);
  try {
    const value = saved ? (JSON.parse(saved.text) as RecipeData)[field] : undefined;
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
};

const nameOf = (snapshot: Snapshot) => (file: string) => savedField(snapshot, file, "recipeName");

const refuse = (
  problems: readonly RecipeProblem[],
  snapshot: Snapshot,
  label: FieldLabel,
  ownFile?: string,
) => {
  if (problems.length === 0) return;
  const sentences = problems.map((problem) => refusalOf(problem, nameOf(snapshot), label, ownFile));
  throw new Refused([...new Set(sentences)].join(" "));
};

/**
 * A recipe whose file the form could not hold, or whose file no longer holds what the form can
 * show: a save would write blanks or a guess over it, so it is refused and the file kept.
 */
const keepUnreadable = (entry: Entry, snapshot: Snapshot, context: SaveContext) => {
  const file = entry.get("newRecord") ? undefined : String(entry.get("path"));
  const labelOf = (field: string) => context.label(file ?? `${RECIPES_DIR}/`, field);
  const mark = unreadableMark(entry.get("data"));
  if (mark) {
    throw new Refused(
      `Not published: this recipe cannot be opened in the editor, so its file is left as it is. ${unreadableReason(mark.why, labelOf)} Ask whoever edited it by hand to repair it.`,
    );
  }
  const saved = file ? snapshot.recipes.find((recipe) => recipe.file === file) : undefined;
  const now = saved ? readRecipeText(saved.text) : undefined;
  if (now && "why" in now) {
    throw new Refused(
      `Not published: this recipe was changed outside the editor since you opened it, and the editor cannot read it now. ${unreadableReason(now.why, labelOf)} Publishing would write over it, so nothing was saved. Ask whoever edited it by hand to repair it.`,
    );
  }
};

const checkRecipe = (entry: Entry, snapshot: Snapshot, context: SaveContext) => {
  keepUnreadable(entry, snapshot, context);
  const recipe = inFieldOrder((entry.get("data") as ImmutableValue).toJS() as RecipeData);
  if (!recipe.slug) recipe.slug = slugify(String(recipe.recipeName ?? ""));
  const slug = String(recipe.slug);
  if (!slug) {
    throw new Refused(
      "The name has no letters or digits to make a web address from. Fill in “Web address”.",
    );
  }
  const isNew = Boolean(entry.get("newRecord"));
  const file = isNew ? `${RECIPES_DIR}/${recipeFileName(slug)}` : String(entry.get("path"));
  const taken = isNew ? nameOf(snapshot)(file) : undefined;
  if (taken) {
    // Its file would be another recipe's: the address was that recipe's first.
    throw new Refused(
      String(recipe.recipeName).trim().toLowerCase() === taken.toLowerCase()
        ? nameTaken(taken)
        : `The web address ${recipePath(slug)} belongs to “${taken}”. Choose another address.`,
    );
  }
  // The address the repository has, not the draft's own: a recovered draft may have moved it.
  const before = isNew ? undefined : savedField(snapshot, file, "slug");
  const former = (Array.isArray(recipe.formerSlugs) ? recipe.formerSlugs.map(String) : []).filter(
    (old) => old !== slug,
  );
  if (before && before !== slug && !former.includes(before)) former.push(before);
  recipe.formerSlugs = former;
  const ordered = inFieldOrder(recipe);
  const change: Change = { kind: "recipe", file, text: siteJson.toFile(ordered) };
  const verdict = judge(snapshot, change, (image) => context.session.photos.get(image));
  refuse(verdict.refused, snapshot, context.label, file);
  return {
    data: withValues(entry, ordered),
    saved: { file, name: String(recipe.recipeName), sitePath: recipePath(slug) },
  };
};

const checkShowcase = (entry: Entry, snapshot: Snapshot, context: SaveContext) => {
  const data = (entry.get("data") as ImmutableValue).toJS() as { recipes?: unknown[] };
  const chosen = (data.recipes ?? []).filter(Boolean).map(String);
  const text = showcaseFileText({ recipes: chosen });
  refuse(
    judge(snapshot, { kind: "showcase", text }).refused,
    snapshot,
    context.label,
    SHOWCASE_FILE,
  );
  return {
    data: (entry.get("data") as ImmutableValue).set("recipes", asList(entry, chosen)),
    saved: { file: SHOWCASE_FILE, name: "The home page showcase", sitePath: "/" },
  };
};

/** The languages of the site's ingredient names, as an English-speaking editor calls them. */
export const LANGUAGE_NAMES: Record<TranslatedLanguage, string> = { de: "German", es: "Spanish" };

/** Each word of a language that two entries share, in the editor's words. */
export const sharedWords = (vocabulary: Vocabulary): string[] =>
  TRANSLATED_LANGUAGES.flatMap((language) => {
    const owners = new Map<string, string>();
    const said: string[] = [];
    for (const entry of vocabulary) {
      const translation = entry[language];
      if (!translation) continue;
      const words = [translation.name.one, translation.name.other, ...translation.synonyms];
      for (const word of new Set(words.map(normalizeTerm))) {
        const owner = owners.get(word);
        if (owner !== undefined && owner !== entry.name.one) {
          said.push(
            `The ${LANGUAGE_NAMES[language]} word “${word}” names both “${owner}” and “${entry.name.one}”. Keep it in one of them.`,
          );
        }
        owners.set(word, entry.name.one);
      }
    }
    return said;
  });

/**
 * Each entry whose name in a language is filled in for one and not for several, or the reverse:
 * the picker needs both, or neither (it then shows the English name).
 */
export const halfTranslated = (items: readonly unknown[]): string[] =>
  items.flatMap((item) => {
    const entry = item as Record<string, { name?: { one?: unknown; other?: unknown } } | undefined>;
    const english = (entry.name as { one?: unknown } | undefined)?.one;
    return TRANSLATED_LANGUAGES.flatMap((language) => {
      const name = entry[language]?.name;
      if (!entry[language] || (name?.one && name?.other)) return [];
      return [
        `“${String(english ?? "An ingredient")}”: write its ${LANGUAGE_NAMES[language]} name for one and for several, or leave both empty.`,
      ];
    });
  });

const checkVocabulary = (entry: Entry, snapshot: Snapshot, context: SaveContext) => {
  const data = entry.get("data") as ImmutableValue;
  const listed = (data.toJS() as Record<string, unknown>)[LIST_FIELD];
  const items = vocabularyAsSaved(Array.isArray(listed) ? listed : []);
  const halfNamed = halfTranslated(items);
  if (halfNamed.length > 0) throw new Refused(halfNamed.join(" "));
  const faults = vocabularyProblems(items);
  if (faults.length > 0) {
    throw new Refused(`The ingredient list: ${faults.join(". ").replace(/\.?$/, ".")}`);
  }
  // A word of a language naming two entries stops the build, as the picker could not tell them apart.
  if (translationProblems(items as Vocabulary).length > 0) {
    throw new Refused(sharedWords(items as Vocabulary).join(" "));
  }
  const verdict = judge(snapshot, { kind: "vocabulary", vocabulary: items as Vocabulary });
  if (verdict.refused.length > 0) {
    throw new Refused(
      `This change would take recipes off the site: ${verdict.refused
        .map((problem) => refusalOf(problem, nameOf(snapshot), context.label))
        .join(" ")} Keep the words those recipes use.`,
    );
  }
  return {
    data,
    saved: { file: VOCABULARY_FILE, name: "The ingredient list", sitePath: recipeListPath(1) },
  };
};

/**
 * Decap's preSave: trims the text, gives a new recipe its address from its name, records an
 * address it leaves so the old one redirects, and refuses what the build would refuse or leave
 * out, checked against the repository as it is now. Returns what to save and what it was.
 */
export const beforeSave =
  (
    context: SaveContext,
    onChecked: (saved: { file: string; name: string; sitePath: string }) => void,
  ) =>
  async ({ entry }: { entry: Entry }): Promise<ImmutableValue> => {
    const collection = entry.get("collection");
    const check =
      collection === RECIPES
        ? checkRecipe
        : collection === HOME
          ? checkShowcase
          : collection === INGREDIENTS
            ? checkVocabulary
            : undefined;
    if (!check) return entry.get("data") as ImmutableValue;
    let snapshot: Snapshot;
    try {
      snapshot = await context.repository.snapshot(true);
    } catch (error) {
      throw new Refused(
        `The other recipes could not be read to check this one against them (${String(error)}). Try again in a moment.`,
      );
    }
    const { data, saved } = check(entry, snapshot, context);
    onChecked(saved);
    return data;
  };
