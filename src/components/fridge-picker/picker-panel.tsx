import React, {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { navigate, prefetchPathname } from "gatsby";
import { useCombobox } from "downshift";
import vocabularyFile from "../../../data/ingredients.json";
import { useAnalytics } from "../../analytics";
import { pantryMatched } from "../../fridge/pantry-event";
import { FRIDGE_INDEX_PATH, RESULTS_STEP } from "../../fridge/constants";
import { knownKeys } from "../../fridge/fridge-state";
import {
  describeMissing,
  FILTERS,
  hadKeys,
  indexRecipes,
  matchAt,
  rankIndex,
  type FridgeFilter,
  type MatchIndex,
} from "../../fridge/match";
import { parseIndex, type IndexRecipe } from "../../fridge/recipe-index";
import { stapleKeys } from "../../fridge/shelves";
import { suggestIngredients, type Suggestion } from "../../fridge/suggest";
import type { Vocabulary } from "../../ingredients/vocabulary";
import { recipePath } from "../../recipes/slug";
import { SpriteArt } from "../svg-sprite/sprite-art";

import { INPUT_ID, INPUT_LABEL, INPUT_PLACEHOLDER } from "./fridge-text";
import {
  CHOSEN_LABEL,
  CLEAR_LABEL,
  FILTER_LABEL,
  NO_SUGGESTIONS,
  RESULTS_HEADING,
  removeLabel,
  resultCount,
  SHOW_MORE,
} from "./panel-text";
import { youHave } from "../../fridge/you-have";
import type { Fridge } from "./use-fridge";
import * as styles from "./fridge-picker.module.css";

const vocabulary = vocabularyFile as Vocabulary;
const KNOWN = new Set(vocabulary.map((entry) => entry.key));
const NAMES = new Map(vocabulary.map((entry) => [entry.key, entry.name.one]));
const STAPLES = stapleKeys(vocabulary);
const nameOf = (key: string) => NAMES.get(key) ?? key;
/** One event per settled change: a visitor adding three ingredients in a row sends one. */
export const MATCH_EVENT_DELAY_MS = 1500;

type PickerComboboxProps = { fridge: Fridge; typed: string; focus: boolean };

export const PickerCombobox = ({ fridge, typed, focus }: PickerComboboxProps) => {
  const have = knownKeys(fridge.have, KNOWN);
  const [query, setQuery] = useState(typed);
  // While the field is empty the chosen ingredients change nothing it shows, so a chip tap
  // leaves the combobox as it is.
  const leaveOut = query.trim() ? have.join(",") : "";
  const suggestions = useMemo(
    () => suggestIngredients(query, vocabulary, new Set(leaveOut.split(","))),
    [query, leaveOut],
  );
  const latest = useRef(have);
  useLayoutEffect(() => {
    latest.current = have;
  });
  const { setHave } = fridge;
  const add = useCallback((key: string) => setHave([...latest.current, key]), [setHave]);
  return (
    <ComboboxField
      suggestions={suggestions}
      typed={typed}
      focus={focus}
      onQuery={setQuery}
      onChoose={add}
    />
  );
};

type ComboboxFieldProps = {
  suggestions: Suggestion[];
  typed: string;
  focus: boolean;
  onQuery: (query: string) => void;
  onChoose: (key: string) => void;
};

const ComboboxField = memo(
  ({ suggestions, typed, focus, onQuery, onChoose }: ComboboxFieldProps) => {
    const chosen = useRef<string | null>(null);

    useEffect(() => {
      if (focus) document.getElementById(INPUT_ID)?.focus();
      // Only on arrival: the server's field had the focus, this one takes it over.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    // Downshift keeps the text itself: a controlled value loses keys typed faster than a render.
    const {
      isOpen,
      inputValue,
      getLabelProps,
      getInputProps,
      getMenuProps,
      getItemProps,
      highlightedIndex,
    } = useCombobox<Suggestion>({
      items: suggestions,
      inputId: INPUT_ID,
      initialInputValue: typed,
      itemToString: (item) => item?.name ?? "",
      onInputValueChange: ({ inputValue: value }) => onQuery(value),
      // A choice empties the field and leaves nothing selected, so the next one starts afresh;
      // nothing resets the text later, which would eat keys typed right after Enter.
      stateReducer: (_, { type, changes }) => {
        const chose =
          type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
          type === useCombobox.stateChangeTypes.ItemClick;
        if (!chose || !changes.selectedItem) return changes;
        chosen.current = changes.selectedItem.key;
        return { ...changes, inputValue: "", selectedItem: null };
      },
      onStateChange: () => {
        const key = chosen.current;
        chosen.current = null;
        if (key) onChoose(key);
      },
    });

    return (
      <>
        <div className={styles.field}>
          <label {...getLabelProps({ className: styles.label })}>{INPUT_LABEL}</label>
          <input
            {...getInputProps({
              className: styles.input,
              type: "text",
              placeholder: INPUT_PLACEHOLDER,
            })}
          />
          <ul {...getMenuProps({ className: styles.menu, hidden: !(isOpen && inputValue.trim()) })}>
            {isOpen && inputValue.trim() !== "" && suggestions.length === 0 && (
              <li className={styles.none}>{NO_SUGGESTIONS}</li>
            )}
            {isOpen &&
              suggestions.map((item, index) => (
                <li
                  key={item.key}
                  className={styles.option}
                  data-highlighted={highlightedIndex === index}
                  {...getItemProps({ item, index })}
                >
                  {item.name}
                  {item.via && <span className={styles.via}> ({item.via})</span>}
                </li>
              ))}
          </ul>
        </div>
      </>
    );
  },
);
ComboboxField.displayName = "ComboboxField";

type ChosenIngredientsProps = { fridge: Fridge; empty: ReactNode };

/** What the visitor has chosen, each removable; `empty` while there is nothing. */
export const ChosenIngredients = ({ fridge, empty }: ChosenIngredientsProps) => {
  const have = knownKeys(fridge.have, KNOWN);
  return have.length > 0 ? (
    <div className={styles.chosen} role="group" aria-labelledby="fridge-chosen">
      <p className={styles.chosenLabel} id="fridge-chosen">
        {CHOSEN_LABEL}
      </p>
      <ul className={styles.chips}>
        {have.map((key) => (
          <li key={key}>
            <button
              type="button"
              className={`${styles.chip} ${styles.remove}`}
              aria-label={removeLabel(nameOf(key))}
              onClick={() => fridge.setHave(have.filter((k) => k !== key))}
            >
              {nameOf(key)} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={() => fridge.setHave([])}>
        {CLEAR_LABEL}
      </button>
    </div>
  ) : (
    empty
  );
};

let indexRequest: Promise<MatchIndex> | undefined;
/** Fetched once per visit; a failure is retried on the next change. */
const loadIndex = (): Promise<MatchIndex> => {
  indexRequest ??= fetch(FRIDGE_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${FRIDGE_INDEX_PATH}: ${response.status}`);
      return response.text();
    })
    .then((text) => indexRecipes(parseIndex(text)))
    .catch((error: unknown) => {
      indexRequest = undefined;
      throw error;
    });
  return indexRequest;
};

const target = (event: SyntheticEvent<HTMLAnchorElement>) =>
  event.currentTarget.getAttribute("href") ?? "/";
const prefetch = (event: SyntheticEvent<HTMLAnchorElement>) => prefetchPathname(target(event));
/** What Gatsby's Link does for a click, in a fraction of its work: a tap redraws a dozen cards. */
const follow = (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  void navigate(target(event));
};
/** The same element every time, so React passes over it when a card is redrawn. */
const FRIDGE_ICON = <SpriteArt name="fridge" className={styles.fridge} />;

type ResultCardProps = { recipe: IndexRecipe; have: number; total: number; missing: string[] };

/** Redrawn only when what it shows changes: a tap re-ranks every card, and most stay. */
const ResultCard = memo(
  ({ recipe, have, total, missing }: ResultCardProps) => (
    <article className={styles.result}>
      <img
        className={styles.resultImage}
        src={recipe.image}
        alt=""
        width={288}
        height={216}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.resultBody}>
        <h3 className={styles.resultName}>
          <a
            className={styles.resultLink}
            href={recipePath(recipe.slug)}
            onClick={follow}
            onMouseEnter={prefetch}
            onFocus={prefetch}
          >
            {recipe.name}
          </a>
        </h3>
        <p className={styles.resultMatch}>
          {FRIDGE_ICON}
          <span aria-hidden="true">{`${have}/${total}`}</span>
          <span className="visually-hidden">{youHave(have, total)}</span>
        </p>
        <p className={styles.missing}>{describeMissing(missing, nameOf)}</p>
      </div>
    </article>
  ),
  (before, after) =>
    before.recipe === after.recipe &&
    before.have === after.have &&
    before.total === after.total &&
    before.missing.join() === after.missing.join(),
);
ResultCard.displayName = "ResultCard";

type ResultsHeaderProps = { filter: FridgeFilter; onFilter: (filter: FridgeFilter) => void };

/** The heading and the filters, which a chip tap leaves as they are. */
const ResultsHeader = memo(({ filter, onFilter }: ResultsHeaderProps) => (
  <div className={styles.resultsHeader}>
    <h2 id="fridge-results" className={styles.heading}>
      {RESULTS_HEADING}
    </h2>
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{FILTER_LABEL}</legend>
      {(Object.keys(FILTERS) as FridgeFilter[]).map((value) => (
        <label key={value} className={styles.filter}>
          <input
            type="radio"
            name="fridge-filter"
            value={value}
            checked={filter === value}
            onChange={() => onFilter(value)}
          />
          <span>{FILTERS[value]}</span>
        </label>
      ))}
    </fieldset>
  </div>
));
ResultsHeader.displayName = "ResultsHeader";

type PickerResultsProps = { fridge: Fridge };

export const PickerResults = ({ fridge }: PickerResultsProps) => {
  const analytics = useAnalytics();
  const [recipes, setRecipes] = useState<MatchIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const [filter, setFilter] = useState<FridgeFilter>("any");
  const [shown, setShown] = useState(RESULTS_STEP);
  const chooseFilter = useCallback((value: FridgeFilter) => {
    setFilter(value);
    setShown(RESULTS_STEP);
  }, []);
  const have = knownKeys(fridge.have, KNOWN);
  const key = have.join(",");

  useEffect(() => {
    let live = true;
    loadIndex().then(
      (loaded) => live && setRecipes(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const ranking = useMemo(
    () =>
      recipes &&
      rankIndex(recipes, hadKeys(key ? key.split(",") : [], STAPLES, fridge.countStaples), filter),
    [recipes, key, fridge.countStaples, filter],
  );
  const found = ranking?.order.length ?? 0;
  const fullMatches = ranking?.complete ?? 0;

  useEffect(() => {
    if (!recipes || key === "") return;
    const timer = window.setTimeout(() => {
      analytics.track(
        pantryMatched({
          ingredientCount: key.split(",").length,
          fullMatches,
          source: fridge.source,
        }),
      );
    }, MATCH_EVENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [analytics, recipes, key, fullMatches, fridge.source]);

  if (have.length === 0) return null;
  if (failed) {
    return (
      <p className={styles.status} role="status">
        The matches could not be loaded. Check your connection and reload the page.
      </p>
    );
  }
  return (
    <section className={styles.results} aria-labelledby="fridge-results">
      <ResultsHeader filter={filter} onFilter={chooseFilter} />
      <p className={styles.status} role="status">
        {recipes ? resultCount(found) : "Loading the matches…"}
      </p>
      <ul className={styles.resultList}>
        {Array.from({ length: Math.min(shown, found) }, (_, place) => (
          // By place, not by recipe: a new order reuses the cards instead of rebuilding them.
          <li key={place}>{ranking && <ResultCard {...matchAt(ranking, place)} />}</li>
        ))}
      </ul>
      {found > shown && (
        <button
          type="button"
          className={styles.more}
          onClick={() => setShown((count) => count + RESULTS_STEP)}
        >
          {SHOW_MORE}
        </button>
      )}
    </section>
  );
};
