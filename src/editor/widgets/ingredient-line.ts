import type { ComponentClass, ReactElement } from "react";
import { VOCABULARY_FILE, vocabularyProblems } from "../../ingredients/problems";
import { makeResolver, type Resolver } from "../../ingredients/resolve";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  type Vocabulary,
} from "../../ingredients/vocabulary";
import type { H, WidgetProps } from "../decap";
import { react } from "../decap";
import { LIST_FIELD, listJson } from "../formats";
import { closeEntries, draftEntry, withSuggestion } from "../ingredient-fix";
import { following } from "../follow";
import type { Repository, Snapshot } from "../repository";

type State = {
  snapshot?: Snapshot;
  adding: boolean;
  one: string;
  other: string;
  category: Category | "";
  staple: boolean;
  saving: boolean;
  error: string | null;
};

type Self = {
  props: WidgetProps;
  state: State;
  setState: (update: Partial<State>) => void;
};

/** One resolver per ingredient list read, shared by every line. */
const resolvers = new WeakMap<Vocabulary, Resolver>();
const resolverOf = (vocabulary: Vocabulary) => {
  let resolver = resolvers.get(vocabulary);
  if (!resolver) {
    resolver = makeResolver(vocabulary);
    resolvers.set(vocabulary, resolver);
  }
  return resolver;
};

/** What the build makes of a line: the entry it names, or the words that name none. */
export const lineVerdict = (line: string, vocabulary: Vocabulary) => {
  const resolver = resolverOf(vocabulary);
  const resolved = resolver.resolve(line);
  const entry = vocabulary.find(({ key }) => key === resolved.key);
  if (entry) return { entry } as const;
  return {
    unknown: resolved.ingredient,
    suggestions: closeEntries(resolved.ingredient, vocabulary),
  } as const;
};

/** A button that leaves the focus where it is, so Decap does not redraw the field mid-click. */
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

const field = (h: H, label: string, control: ReactElement) =>
  h("label", { className: "line-add-field" }, h("span", null, label), control);

/**
 * One ingredient line of a recipe, checked as it is typed against the ingredient list with the
 * build's own parser and resolver. A line that names no entry says so under it, offers the
 * closest entries, and offers to add the words to the ingredient list there and then.
 */
export const makeIngredientLine = (repository: Repository): ComponentClass<WidgetProps, State> => {
  const { h, createClass, cms } = react();
  const StringControl = cms.getWidget("string").control;

  const addForm = (self: Self & { add: () => void }, unknown: string) => {
    const { state } = self;
    const id = `${self.props.forID}-add`;
    return h(
      "div",
      { className: "line-add", role: "group", "aria-labelledby": `${id}-title` },
      h(
        "p",
        { id: `${id}-title`, className: "line-add-title" },
        `Add “${unknown}” to the ingredient list`,
      ),
      field(
        h,
        "One (e.g. egg)",
        h("input", {
          value: state.one,
          onChange: (event: { target: { value: string } }) =>
            self.setState({ one: event.target.value }),
        }),
      ),
      field(
        h,
        "Several (e.g. eggs)",
        h("input", {
          value: state.other,
          onChange: (event: { target: { value: string } }) =>
            self.setState({ other: event.target.value }),
        }),
      ),
      field(
        h,
        "Shelf",
        h(
          "select",
          {
            value: state.category,
            onChange: (event: { target: { value: string } }) =>
              self.setState({ category: event.target.value as Category }),
          },
          h("option", { value: "" }, "Choose the shelf it goes on…"),
          ...CATEGORIES.map((category) =>
            h("option", { key: category, value: category }, CATEGORY_LABELS[category]),
          ),
        ),
      ),
      h(
        "label",
        { className: "line-add-check" },
        h("input", {
          type: "checkbox",
          checked: state.staple,
          onChange: (event: { target: { checked: boolean } }) =>
            self.setState({ staple: event.target.checked }),
        }),
        " Most kitchens have it (salt, pepper, oil, water)",
      ),
      state.error ? h("p", { className: "line-add-error", role: "alert" }, state.error) : null,
      h(
        "button",
        {
          type: "button",
          className: "line-button line-button-main",
          disabled: state.saving || !state.category || !state.one.trim(),
          onMouseDown: keepFocus,
          onClick: () => self.add(),
        },
        state.saving ? "Adding…" : "Add to the ingredient list",
      ),
    );
  };

  return createClass<WidgetProps, State>({
    getInitialState: () => ({
      snapshot: repository.latest(),
      adding: false,
      one: "",
      other: "",
      category: "",
      staple: false,
      saving: false,
      error: null,
    }),
    ...following(repository),
    isValid() {
      const { props, state } = this as unknown as Self;
      const line = String(props.value ?? "").trim();
      const vocabulary = state.snapshot?.vocabulary;
      if (!line || !vocabulary || vocabulary.length === 0) return true;
      return "entry" in lineVerdict(line, vocabulary)
        ? true
        : {
            error: {
              type: "CUSTOM",
              message: "Names no ingredient the site knows (see below).",
            },
          };
    },
    openForm(unknown: string) {
      const self = this as unknown as Self;
      const draft = draftEntry(unknown, "", false);
      self.setState({ adding: true, one: draft.name.one, other: draft.name.other, error: null });
    },
    async add() {
      const self = this as unknown as Self;
      const { state } = self;
      const vocabulary = state.snapshot?.vocabulary ?? [];
      const entry = {
        ...draftEntry(state.one, state.category, state.staple),
        name: { one: state.one.trim(), other: state.other.trim() },
      };
      const known = [entry.name.one, entry.name.other]
        .map((words) => lineVerdict(words, vocabulary))
        .find((verdict) => "entry" in verdict && verdict.entry);
      if (known && "entry" in known && known.entry) {
        self.setState({
          error: `Not added: the list already has “${known.entry.name.one}”. Use that word in the line instead.`,
        });
        return;
      }
      const list = [...vocabulary, entry];
      const problems = vocabularyProblems(list);
      if (problems.length > 0) {
        self.setState({ error: `Not added: ${problems.join(" ")}` });
        return;
      }
      self.setState({ saving: true, error: null });
      try {
        await repository.write(
          [{ path: VOCABULARY_FILE, text: listJson.toFile({ [LIST_FIELD]: list }) }],
          `Add “${entry.name.one}” to the ingredient list`,
        );
        self.setState({ saving: false, adding: false });
      } catch (error) {
        self.setState({ saving: false, error: `Not added: ${String(error)}` });
      }
    },
    render() {
      const self = this as unknown as Self & {
        add: () => void;
        openForm: (unknown: string) => void;
      };
      const { props, state } = self;
      const line = String(props.value ?? "").trim();
      const vocabulary = state.snapshot?.vocabulary;
      const control = h(StringControl, props);
      if (!line || !vocabulary || vocabulary.length === 0) return h("div", null, control);
      const verdict = lineVerdict(line, vocabulary);
      if ("entry" in verdict && verdict.entry) {
        return h(
          "div",
          null,
          control,
          h("p", { className: "line-note" }, `Reads as: ${verdict.entry.name.one}`),
        );
      }
      const unknown = verdict.unknown ?? line;
      return h(
        "div",
        null,
        control,
        h(
          "div",
          { className: "line-problem" },
          h("p", null, `“${unknown}” is not in the ingredient list.`),
          verdict.suggestions && verdict.suggestions.length > 0
            ? h(
                "p",
                { className: "line-suggestions" },
                "Did you mean ",
                ...verdict.suggestions.map((entry) =>
                  h(
                    "button",
                    {
                      key: entry.key,
                      type: "button",
                      className: "line-button",
                      onMouseDown: keepFocus,
                      onClick: () => props.onChange(withSuggestion(line, unknown, entry)),
                    },
                    entry.name.one,
                  ),
                ),
                "?",
              )
            : null,
          state.adding
            ? addForm(self, unknown)
            : h(
                "button",
                {
                  type: "button",
                  className: "line-button line-button-add",
                  onMouseDown: keepFocus,
                  onClick: () => self.openForm(unknown),
                },
                `Add “${unknown}” to the ingredient list…`,
              ),
        ),
      );
    },
  });
};
