import type { ComponentClass, ReactElement } from "react";
import { ingredientProblems } from "../ingredients/problems";
import { SHOWCASE_SIZE } from "../recipes/constants";
import { formatDuration } from "../recipes/duration";
import { parseFraction } from "../recipes/fraction";
import { RECIPES_DIR, recipeFileName, type RecipeData } from "../recipes/recipe-files";
import { clashesWith } from "../recipes/rules/claims";
import { chosenPhotoProblem, photoFault, IMAGE_PATH } from "../recipes/rules/photo";
import { checkRecipeText, type RecipeEntry } from "../recipes/rules/recipe-file";
import { recipesByAddress } from "../recipes/rules/showcase";
import { recipePath } from "../recipes/slug";
import { slugify } from "../recipes/slugify";
import type { H, PreviewProps } from "./decap";
import { react } from "./decap";
import { inFieldOrder, siteJson } from "./formats";
import { refusalOf, type FieldLabel } from "./plain-words";
import { following } from "./follow";
import type { Repository, Snapshot } from "./repository";
import type { Session } from "./session";
import { unreadableMark } from "./unreadable";

/** The recipes of a snapshot that pass their own file checks, read once per snapshot. */
const entriesOf = (() => {
  const read = new WeakMap<Snapshot, RecipeEntry[]>();
  return (snapshot: Snapshot) => {
    let entries = read.get(snapshot);
    if (!entries) {
      entries = snapshot.recipes.flatMap(({ file, text }) => {
        const { entry, problems } = checkRecipeText(file, text);
        return entry && problems.length === 0 ? [entry] : [];
      });
      read.set(snapshot, entries);
    }
    return entries;
  };
})();

/**
 * What the build would say of the draft, quickly enough to run as the editor types: the file's
 * own rules, its ingredient lines, a photo chosen here, and the names and addresses of the
 * others. The check before Publish runs the whole site's rules.
 */
export const draftWarnings = (
  snapshot: Snapshot | undefined,
  draft: RecipeData,
  ownFile: string | undefined,
  session: Session,
  shownSize?: { width: number; height: number },
  label?: FieldLabel,
): string[] => {
  const recipe = inFieldOrder(draft);
  const slug = String(recipe.slug ?? "") || slugify(String(recipe.recipeName ?? ""));
  if (!slug) return [];
  const file = ownFile ?? `${RECIPES_DIR}/${recipeFileName(slug)}`;
  const { entry } = checkRecipeText(file, siteJson.toFile({ ...recipe, slug }));
  if (!entry) return [];
  const warnings: string[] = [];
  const image = String(recipe.image ?? "");
  const fact =
    session.photos.get(image) ??
    (shownSize ? { kind: "read" as const, ...shownSize, format: "jpeg" } : undefined);
  const tooSmall = fact && IMAGE_PATH.test(image) ? photoFault(image, fact) : null;
  if (tooSmall && fact) warnings.push(chosenPhotoProblem(fact) ?? tooSmall.message);
  if (!snapshot) return warnings;
  const others = entriesOf(snapshot).filter((other) => other.file !== file);
  const nameOf = (other: string) => others.find((recipe) => recipe.file === other)?.recipeName;
  const problems = [
    ...(snapshot.vocabularyProblems.length === 0
      ? ingredientProblems([entry], snapshot.vocabulary)
      : []),
    ...clashesWith(entry, others),
  ];
  return [...warnings, ...problems.map((problem) => refusalOf(problem, nameOf, label, file))];
};

const fridgeIcon = (h: H, className: string) =>
  h(
    "svg",
    {
      className,
      viewBox: "0 0 24 24",
      "aria-hidden": "true",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
    },
    h("rect", { x: 5, y: 2, width: 14, height: 20, rx: 2.5 }),
    h("path", { d: "M5 10h14M8.5 5.5v2M8.5 13v3" }),
  );

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && !Number.isNaN(value);

const facts = (recipe: RecipeData): [string, string][] => {
  const list: [string, string][] = [];
  const { prepTime, cookTime, servings } = recipe;
  if (isNumber(prepTime)) list.push(["Prep", formatDuration(prepTime)]);
  if (isNumber(cookTime)) list.push(["Cook", formatDuration(cookTime)]);
  if (isNumber(prepTime) && isNumber(cookTime)) {
    list.push(["Total", formatDuration(prepTime + cookTime)]);
  }
  if (isNumber(servings)) list.push(["Serves", String(servings)]);
  return list;
};

const textList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item) => typeof item === "string" && item.trim() !== "")
    : [];

type CardProps = { recipe: RecipeData; src: string; onLoad?: (event: { target: unknown }) => void };

const card = (h: H, { recipe, src, onLoad }: CardProps): ReactElement =>
  h(
    "article",
    { className: "card" },
    h("div", { className: "image" }, src ? h("img", { src, alt: "", onLoad }) : null),
    h(
      "div",
      { className: "body" },
      h("h3", { className: "name" }, String(recipe.recipeName || "Untitled recipe")),
      h("p", { className: "author" }, `by ${String(recipe.author || "…")}`),
      h(
        "p",
        { className: "match" },
        fridgeIcon(h, "fridge"),
        h("span", null, String(recipe.ingredientAmount || "?/10")),
      ),
    ),
  );

const warningList = (h: H, warnings: string[]) =>
  warnings.length === 0
    ? null
    : h(
        "ul",
        { className: "preview-warnings" },
        ...warnings.map((warning) => h("li", { key: warning }, warning)),
      );

/** The recipe page's text, with the class names copy-assets gives recipe-text.css. */
const page = (h: H, recipe: RecipeData, src: string): ReactElement => {
  let match: { have: number; total: number } | null = null;
  try {
    match = parseFraction(String(recipe.ingredientAmount ?? ""));
  } catch {
    match = null;
  }
  const ingredients = textList(recipe.ingredients);
  const steps = textList(recipe.steps);
  const tags = [recipe.recipeCategory, recipe.recipeCuisine].filter(Boolean).join(" · ");
  const section = (className: string, title: string, list: "ul" | "ol", items: string[]) =>
    h(
      "section",
      { className },
      h("h2", { className: "page-sectionHeading" }, title),
      h(
        list,
        { className: list === "ul" ? "page-ingredientList" : "page-stepList" },
        ...items.map((item, index) => h("li", { key: index }, item)),
      ),
    );
  return h(
    "article",
    { className: "page-recipe" },
    h(
      "header",
      { className: "page-hero" },
      h("div", { className: "page-photo" }, src ? h("img", { src, alt: "" }) : null),
      h(
        "div",
        { className: "page-intro" },
        tags ? h("p", { className: "page-tags" }, tags) : null,
        h("h1", { className: "page-name" }, String(recipe.recipeName || "Untitled recipe")),
        h("p", { className: "page-author" }, `by ${String(recipe.author || "…")}`),
        recipe.description
          ? h("p", { className: "page-description" }, String(recipe.description))
          : null,
        h(
          "dl",
          { className: "page-facts" },
          ...facts(recipe).map(([term, value]) =>
            h(
              "div",
              { key: term, className: "page-fact" },
              h("dt", null, term),
              h("dd", null, value),
            ),
          ),
          h(
            "div",
            { className: "page-fact page-matchFact" },
            h("dt", null, "Ingredients"),
            h(
              "dd",
              null,
              fridgeIcon(h, "page-fridge"),
              h("span", null, String(recipe.ingredientAmount || "?/10")),
            ),
          ),
        ),
        match
          ? h(
              "p",
              { className: "page-matchNote" },
              h(
                "span",
                null,
                `${match.have} of the ${match.total} ingredients are ones most kitchens already have.`,
              ),
            )
          : null,
      ),
    ),
    ingredients.length > 0 || steps.length > 0
      ? h(
          "div",
          { className: "page-method" },
          ingredients.length > 0
            ? section("page-ingredients", "Ingredients", "ul", ingredients)
            : null,
          steps.length > 0 ? section("page-steps", "Method", "ol", steps) : null,
        )
      : h(
          "p",
          { className: "page-notYet" },
          "The ingredients and method for this recipe are not on the website yet.",
        ),
  );
};

type PreviewState = { snapshot?: Snapshot; size?: { width: number; height: number } };
type Self = {
  props: PreviewProps;
  state: PreviewState;
  setState: (update: Partial<PreviewState>) => void;
};

export const makePreviews = (
  repository: Repository,
  session: Session,
  label?: FieldLabel,
): {
  recipe: ComponentClass<PreviewProps, PreviewState>;
  showcase: ComponentClass<PreviewProps, PreviewState>;
} => {
  const { h, createClass } = react();

  const recipe = createClass<PreviewProps, PreviewState>({
    getInitialState: () => ({ snapshot: repository.latest() }),
    ...following(repository),
    render() {
      const self = this as unknown as Self;
      const { entry, getAsset } = self.props;
      if (unreadableMark(entry.get("data"))) {
        return h(
          "main",
          { className: "preview" },
          h(
            "p",
            { className: "preview-note" },
            "Nothing to preview: this recipe cannot be opened in the editor (see the form).",
          ),
        );
      }
      const data = ((entry.get("data") as { toJS?: () => unknown } | undefined)?.toJS?.() ??
        {}) as RecipeData;
      const ownFile = entry.get("newRecord")
        ? undefined
        : String(entry.get("path") ?? "") || undefined;
      const address = String(data.slug ?? "").trim() || slugify(String(data.recipeName ?? ""));
      const warnings = draftWarnings(
        self.state.snapshot,
        data,
        ownFile,
        session,
        self.state.size,
        label,
      );
      const src = data.image ? String(getAsset(String(data.image))) : "";
      const onLoad = (event: { target: unknown }) => {
        const image = event.target as HTMLImageElement;
        self.setState({ size: { width: image.naturalWidth, height: image.naturalHeight } });
      };
      return h(
        "main",
        { className: "preview" },
        h("h1", { className: "preview-title" }, "Card on the home page"),
        h(
          "p",
          { className: "preview-note" },
          address
            ? `The recipe's page is ${recipePath(address)}.`
            : "The recipe's page address is made from its name.",
        ),
        h(
          "div",
          { className: "preview-item" },
          card(h, { recipe: data, src, onLoad }),
          warningList(h, warnings),
        ),
        h("h1", { className: "preview-title preview-page-title" }, "Recipe page"),
        page(h, data, src),
      );
    },
  });

  const showcase = createClass<PreviewProps, PreviewState>({
    getInitialState: () => ({ snapshot: repository.latest() }),
    ...following(repository),
    render() {
      const self = this as unknown as Self;
      const { entry, getAsset } = self.props;
      const list = entry.getIn(["data", "recipes"]) as { toJS?: () => unknown } | undefined;
      const chosen = ((list?.toJS?.() as unknown[] | undefined) ?? []).filter(Boolean).map(String);
      const recipes = self.state.snapshot ? entriesOf(self.state.snapshot) : [];
      const texts = new Map(
        (self.state.snapshot?.recipes ?? []).map(({ file, text }) => [file, text] as const),
      );
      const byAddress = recipesByAddress(recipes);
      const over = chosen.length - SHOWCASE_SIZE;
      return h(
        "main",
        { className: "preview" },
        h("h1", { className: "preview-title" }, "Home page showcase"),
        h(
          "p",
          { className: over > 0 ? "preview-note preview-over" : "preview-note" },
          `${chosen.length} of ${SHOWCASE_SIZE} chosen` +
            (over > 0
              ? `: the home page shows at most ${SHOWCASE_SIZE}, remove ${over}.`
              : ". Visitors see them in this order until the page shuffles them."),
        ),
        h(
          "ol",
          { className: "preview-grid" },
          ...chosen.map((item, index) => {
            const found = byAddress.get(item);
            const data = found
              ? (JSON.parse(texts.get(found.file) ?? "{}") as RecipeData)
              : undefined;
            const warnings =
              found || !self.state.snapshot ? [] : [`No recipe has the address “${item}”.`];
            const src = data?.image ? String(getAsset(String(data.image))) : "";
            return h(
              "li",
              { key: `${index}:${item}`, className: "preview-item" },
              card(h, { recipe: data ?? { recipeName: item }, src }),
              warningList(h, warnings),
            );
          }),
        ),
      );
    },
  });

  return { recipe, showcase };
};
