import type { ComponentClass } from "react";
import { SHOWCASE_SIZE } from "../../recipes/constants";
import { checkRecipeText, type RecipeEntry } from "../../recipes/rules/recipe-file";
import { recipesByAddress } from "../../recipes/rules/showcase";
import type { WidgetProps } from "../decap";
import { react } from "../decap";
import { following } from "../follow";
import type { Repository, Snapshot } from "../repository";

type State = { snapshot?: Snapshot; choice: string; replace: string };
type Self = {
  props: WidgetProps;
  state: State;
  setState: (update: Partial<State>) => void;
};

type Listed = { item: string; recipe?: RecipeEntry };

const itemsOf = (value: unknown): string[] => {
  const plain =
    value && typeof (value as { toJS?: unknown }).toJS === "function"
      ? (value as { toJS: () => unknown }).toJS()
      : value;
  return Array.isArray(plain) ? plain.map(String).filter(Boolean) : [];
};

/** Decap's own Immutable list when there is one, so the draft keeps its kind of value. */
const asValue = (value: unknown, items: string[]): unknown => {
  const list = value as { clear?: () => { concat: (items: string[]) => unknown } } | undefined;
  return list && typeof list.clear === "function" ? list.clear().concat(items) : items;
};

/** The recipes of a snapshot by name, read once per snapshot. */
const recipesOf = (() => {
  const read = new WeakMap<Snapshot, RecipeEntry[]>();
  return (snapshot: Snapshot | undefined): RecipeEntry[] => {
    if (!snapshot) return [];
    let recipes = read.get(snapshot);
    if (!recipes) {
      recipes = snapshot.recipes
        .flatMap(({ file, text }) => {
          const { entry } = checkRecipeText(file, text);
          return entry ? [entry] : [];
        })
        .sort((a, b) => a.recipeName.localeCompare(b.recipeName));
      read.set(snapshot, recipes);
    }
    return recipes;
  };
})();

/** What a recipe is called in the list, and what to call a name no recipe has. */
const labelOf = ({ item, recipe }: Listed) =>
  recipe ? recipe.recipeName : `“${item}” (no recipe has this address)`;

/**
 * The home page's recipes (data/showcase.json): in order, each with buttons to move it and to
 * take it off. A recipe is added by its name; when all the places are taken, the editor chooses
 * which one it replaces.
 */
export const makeShowcaseList = (repository: Repository): ComponentClass<WidgetProps, State> => {
  const { h, createClass } = react();

  return createClass<WidgetProps, State>({
    getInitialState: () => ({ snapshot: repository.latest(), choice: "", replace: "" }),
    ...following(repository),
    isValid() {
      const count = itemsOf((this as unknown as Self).props.value).length;
      if (count === 0) {
        return {
          error: { type: "CUSTOM", message: "Choose at least one recipe for the home page." },
        };
      }
      if (count > SHOWCASE_SIZE) {
        return {
          error: {
            type: "CUSTOM",
            message: `The home page shows at most ${SHOWCASE_SIZE} recipes: take ${count - SHOWCASE_SIZE} off.`,
          },
        };
      }
      return true;
    },
    render() {
      const self = this as unknown as Self;
      const { props, state } = self;
      const items = itemsOf(props.value);
      const recipes = recipesOf(state.snapshot);
      const known = recipesByAddress(recipes);
      const listed: Listed[] = items.map((item) => ({ item, recipe: known.get(item) }));
      const onList = new Set(listed.map(({ recipe }) => recipe).filter(Boolean));
      const candidates = recipes.filter((recipe) => !onList.has(recipe));
      const chosen = candidates.find(
        ({ recipeName }) => recipeName.toLowerCase() === state.choice.trim().toLowerCase(),
      );
      const full = items.length >= SHOWCASE_SIZE;
      const replaced = full ? listed.find(({ item }) => item === state.replace) : undefined;
      const change = (next: string[]) => props.onChange(asValue(props.value, next));
      const move = (index: number, by: number) => {
        const next = [...items];
        const [item] = next.splice(index, 1);
        next.splice(index + by, 0, item as string);
        change(next);
      };
      const add = () => {
        if (!chosen) return;
        if (!full) change([...items, chosen.slug]);
        else if (replaced)
          change(items.map((item) => (item === replaced.item ? chosen.slug : item)));
        else return;
        self.setState({ choice: "", replace: "" });
      };
      const listId = `${props.forID}-recipes`;
      const button = (label: string, text: string, onClick: () => void, disabled = false) =>
        h(
          "button",
          {
            type: "button",
            className: "showcase-button",
            "aria-label": label,
            title: label,
            onClick,
            disabled,
          },
          text,
        );

      return h(
        "div",
        { className: "showcase", id: props.forID },
        h(
          "p",
          { className: "showcase-count" },
          full
            ? `All ${SHOWCASE_SIZE} places are taken: a recipe you add takes the place of one you choose.`
            : `${items.length} of ${SHOWCASE_SIZE} places taken.`,
        ),
        h(
          "ol",
          { className: "showcase-items" },
          ...listed.map((entry, index) =>
            h(
              "li",
              {
                key: `${index}:${entry.item}`,
                className: entry.recipe ? "showcase-item" : "showcase-item showcase-missing",
              },
              h("span", { className: "showcase-name" }, labelOf(entry)),
              h(
                "span",
                { className: "showcase-buttons" },
                button(`Move “${labelOf(entry)}” up`, "↑", () => move(index, -1), index === 0),
                button(
                  `Move “${labelOf(entry)}” down`,
                  "↓",
                  () => move(index, 1),
                  index === items.length - 1,
                ),
                button(`Take “${labelOf(entry)}” off the home page`, "×", () =>
                  change(items.filter((_, at) => at !== index)),
                ),
              ),
            ),
          ),
        ),
        h(
          "div",
          { className: "showcase-add" },
          h(
            "label",
            { className: "showcase-field" },
            h("span", null, "Add a recipe"),
            h("input", {
              list: listId,
              value: state.choice,
              placeholder: "Type a recipe's name",
              onChange: (event: { target: { value: string } }) =>
                self.setState({ choice: event.target.value }),
            }),
          ),
          h(
            "datalist",
            { id: listId },
            ...candidates.map((recipe) =>
              h("option", { key: recipe.file, value: recipe.recipeName }),
            ),
          ),
          full
            ? h(
                "label",
                { className: "showcase-field" },
                h("span", null, "In place of"),
                h(
                  "select",
                  {
                    value: state.replace,
                    onChange: (event: { target: { value: string } }) =>
                      self.setState({ replace: event.target.value }),
                  },
                  h("option", { value: "" }, "Choose the recipe it replaces…"),
                  ...listed.map((entry) =>
                    h("option", { key: entry.item, value: entry.item }, labelOf(entry)),
                  ),
                ),
              )
            : null,
          h(
            "button",
            {
              type: "button",
              className: "showcase-add-button",
              disabled: !chosen || (full && !replaced),
              onClick: add,
            },
            full && replaced ? `Put it in place of “${labelOf(replaced)}”` : "Add to the home page",
          ),
          state.choice.trim() && !chosen
            ? h(
                "p",
                { className: "showcase-hint" },
                recipes.some(
                  ({ recipeName }) =>
                    recipeName.toLowerCase() === state.choice.trim().toLowerCase(),
                )
                  ? "That recipe is already on the home page."
                  : "Choose a recipe from the list as you type.",
              )
            : null,
        ),
      );
    },
  });
};
