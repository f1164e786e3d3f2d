import React, {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { navigate, prefetchPathname } from "gatsby";
import { useCombobox } from "downshift";
import { useAnalytics } from "../../analytics";
import { pantryMatched } from "../../fridge/pantry-event";
import { RESULTS_STEP, fridgeIndexPath } from "../../fridge/constants";
import { knownKeys } from "../../fridge/fridge-state";
import {
  FILTERS,
  hadKeys,
  indexRecipes,
  matchAt,
  rankIndex,
  type FridgeFilter,
  type MatchIndex,
} from "../../fridge/match";
import { parseIndex, type IndexRecipe } from "../../fridge/recipe-index";
import { closestIngredients, suggestIngredients, type Suggestion } from "../../fridge/suggest";
import {
  exactKey,
  hasSeparator,
  lastName,
  readNames,
  withoutLastName,
} from "../../fridge/typed-names";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "../../i18n/languages";
import { useLanguage, useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import { recipePath } from "../../recipes/slug";
import { SpriteArt } from "../svg-sprite/sprite-art";

import { INPUT_ID } from "./fridge-text";
import { usePickerWords } from "./picker-vocabulary";
import { describeMissing, filterLabel, joinNames, resultCount, unknownWord } from "./panel-text";
import type { Fridge } from "./use-fridge";
import * as styles from "./fridge-picker.module.css";

/** One event per settled change: a visitor adding three ingredients in a row sends one. */
export const MATCH_EVENT_DELAY_MS = 1500;

type PickerComboboxProps = {
  fridge: Fridge;
  /** What the visitor typed into the server's field before this took it over. */
  typed: string;
  focus: boolean;
  /** Whether they pressed Enter there. */
  entered: boolean;
  /** Says a change in the polite live region. */
  say: (message: string) => void;
  /** Called when what the visitor named added an ingredient. */
  onAdded?: () => void;
};

export const PickerCombobox = ({
  fridge,
  typed,
  focus,
  entered,
  say,
  onAdded,
}: PickerComboboxProps) => {
  const t = useTexts("fridge");
  const { vocabulary, known, exact, nameOf } = usePickerWords();
  /** The names a change took in or out, as a sentence says them: "egg, feta and spinach". */
  const listNames = (keys: readonly string[]) => joinNames(keys.map(nameOf), t.and);
  const have = knownKeys(fridge.have, known);
  // What the server's field held: each name it closed (and the last one if Enter was pressed)
  // is added when the combobox arrives; whatever it cannot read stays typed.
  const [arrival] = useState(() => readNames(typed, exact, entered));
  const [query, setQuery] = useState(() => lastName(arrival.rest));
  // While the field is empty the chosen ingredients change nothing it shows, so a chip tap
  // leaves the combobox as it is.
  const chosenWhileTyping = query.trim() ? have.join(",") : "";
  // A word no name starts with gets the closest names instead, and a sentence that says so.
  const { suggestions, hint } = useMemo(() => {
    const chosen = new Set(chosenWhileTyping.split(","));
    const starting = suggestIngredients(query, vocabulary, chosen);
    if (starting.length > 0 || !query.trim()) return { suggestions: starting, hint: "" };
    const closest = closestIngredients(query, vocabulary, chosen);
    return {
      suggestions: closest,
      hint: unknownWord(
        t,
        query.trim(),
        closest.map((item) => item.name),
      ),
    };
  }, [query, chosenWhileTyping, vocabulary, t]);
  const { add } = fridge;
  /** Adds what the visitor named and says what changed; true when they named anything. */
  const addNamed = useCallback(
    (keys: readonly string[]) => {
      if (keys.length === 0) return false;
      const added = add(keys);
      if (added.length > 0) onAdded?.();
      const already = keys.filter((key) => !added.includes(key));
      say(
        [
          added.length > 0 ? fill(t.announce.added, { names: listNames(added) }) : "",
          already.length > 0 ? fill(t.announce.already, { names: listNames(already) }) : "",
        ]
          .filter(Boolean)
          .join(" "),
      );
      return true;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listNames is made of these
    [add, say, onAdded, t, nameOf],
  );
  const { removeLast } = fridge;
  const removeLastNamed = useCallback(() => {
    const removed = removeLast();
    if (removed) say(fill(t.announce.removed, { name: nameOf(removed) }));
  }, [removeLast, say, t, nameOf]);

  // Once this browser's fridge has been read, so the names join it rather than being replaced.
  const arrived = useRef(false);
  useEffect(() => {
    if (!fridge.ready || arrived.current) return;
    arrived.current = true;
    addNamed(arrival.keys);
  }, [fridge.ready, addNamed, arrival]);

  return (
    <ComboboxField
      suggestions={suggestions}
      hint={hint}
      onUnknown={say}
      typed={arrival.rest}
      focus={focus}
      onQuery={setQuery}
      onAdd={addNamed}
      onRemoveLast={removeLastNamed}
    />
  );
};

type ComboboxFieldProps = {
  suggestions: Suggestion[];
  /** What the field says of a word it does not know; empty otherwise. */
  hint: string;
  /** Says the hint again, as Enter on an unknown word does. */
  onUnknown: (hint: string) => void;
  typed: string;
  focus: boolean;
  onQuery: (query: string) => void;
  onAdd: (keys: readonly string[]) => boolean;
  onRemoveLast: () => void;
};

const optionId = (index: number) => `${INPUT_ID}-option-${index}`;
const HINT_ID = `${INPUT_ID}-hint`;

/** Downshift's own handling of an event is skipped when this is set on it. */
const skipDownshift = (event: SyntheticEvent) => {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
    true;
};

/**
 * The list-autocomplete pattern with automatic selection: the first suggestion is active as the
 * visitor types, and Enter (or a comma) adds it; with the list closed, Enter adds an exact name or
 * synonym. Escape closes the list, a second Escape clears the text; Backspace in the empty field
 * takes out the last ingredient. A pasted list adds every name it names exactly.
 *
 * Every choice is acted on in the handler of the event that made it, never from Downshift's state
 * changes: React may run a state update's reducer again (when it rebases updates of different
 * priorities, as a hover's and a click's), and a choice read from there was added twice.
 */
const ComboboxField = memo(
  ({
    suggestions,
    hint,
    onUnknown,
    typed,
    focus,
    onQuery,
    onAdd,
    onRemoveLast,
  }: ComboboxFieldProps) => {
    const t = useTexts("fridge");
    const { exact } = usePickerWords();
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
      setInputValue,
      openMenu,
      closeMenu,
    } = useCombobox<Suggestion>({
      items: suggestions,
      inputId: INPUT_ID,
      initialInputValue: typed,
      initialIsOpen: focus && typed.trim() !== "",
      defaultHighlightedIndex: 0,
      getItemId: optionId,
      itemToString: (item) => item?.name ?? "",
      stateReducer: (state, { type, changes }) => {
        switch (type) {
          // Leaving the field chooses nothing and keeps what was typed.
          case useCombobox.stateChangeTypes.InputBlur:
            return { ...changes, inputValue: state.inputValue, selectedItem: null };
          // The pointer leaving the list leaves the active suggestion where it was.
          case useCombobox.stateChangeTypes.MenuMouseLeave:
            return { ...changes, highlightedIndex: state.highlightedIndex };
          default:
            return changes;
        }
      },
      onInputValueChange: ({ inputValue: value }) => onQuery(lastName(value)),
    });

    // The list is open only when it has something in it: aria-expanded says what shows.
    const showing = isOpen && lastName(inputValue).trim() !== "" && suggestions.length > 0;
    const active = showing ? suggestions[highlightedIndex] : undefined;

    /** The field once its last name is taken, with the list open on what is left. */
    const took = (text: string) => {
      const rest = withoutLastName(text);
      onQuery(lastName(rest));
      setInputValue(rest);
      if (rest) openMenu();
      else closeMenu();
    };

    /** Enter, or a comma after a name: the active suggestion, else an exact name. */
    const enter = (text: string) => {
      const key = active?.key ?? exactKey(lastName(text), exact);
      if (key === null) return false;
      onAdd([key]);
      took(text);
      return true;
    };

    return (
      <>
        <div className={styles.field}>
          <label {...getLabelProps({ className: styles.label })}>{t.inputLabel}</label>
          <input
            {...getInputProps({
              className: styles.input,
              type: "text",
              placeholder: t.inputPlaceholder,
              // In the event, not after the render: the suggestions Enter takes are the text's.
              onChange: (event) => onQuery(lastName(event.currentTarget.value)),
              onKeyDown: (event) => {
                const text = event.currentTarget.value;
                if (event.nativeEvent.isComposing) return;
                if (event.key === "Enter") {
                  skipDownshift(event);
                  event.preventDefault();
                  if (enter(text)) return;
                  if (hint) onUnknown(hint);
                  openMenu();
                } else if (event.key === "Home" || event.key === "End") {
                  // The text cursor's keys, as in any field: the list keeps its active option.
                  skipDownshift(event);
                } else if (event.key === " ") {
                  const { selectionStart, selectionEnd } = event.currentTarget;
                  // No space before the first name, as after a comma took the one before.
                  if (
                    selectionStart === selectionEnd &&
                    !text.slice(0, selectionStart ?? 0).trim()
                  ) {
                    skipDownshift(event);
                    event.preventDefault();
                  }
                } else if (event.key === "Escape" && isOpen && !showing) {
                  // Nothing shows to close: the first Escape clears the text.
                  skipDownshift(event);
                  onQuery("");
                  setInputValue("");
                  closeMenu();
                } else if (event.key === "," && lastName(text).trim() !== "") {
                  if (enter(text)) {
                    skipDownshift(event);
                    event.preventDefault();
                  }
                } else if (event.key === "Escape" && !isOpen) {
                  onQuery("");
                } else if (event.key === "Backspace" && text === "" && !event.repeat) {
                  onRemoveLast();
                }
              },
              onPaste: (event) => {
                const pasted = event.clipboardData.getData("text");
                if (!hasSeparator(pasted)) return;
                event.preventDefault();
                const input = event.currentTarget;
                const { value, selectionStart, selectionEnd } = input;
                const text =
                  value.slice(0, selectionStart ?? value.length) +
                  pasted +
                  value.slice(selectionEnd ?? value.length);
                const { keys, rest } = readNames(text, exact, true);
                onAdd(keys);
                onQuery(lastName(rest));
                setInputValue(rest);
                if (rest) openMenu();
                else closeMenu();
              },
              // Only an option that is there: the suggestions may have changed under the index.
              "aria-activedescendant": active ? optionId(highlightedIndex) : undefined,
              "aria-expanded": showing,
              "aria-describedby": hint ? HINT_ID : undefined,
            })}
          />
          <p id={HINT_ID} className={styles.hint} role="status">
            {hint}
          </p>
          <ul {...getMenuProps({ className: styles.menu, hidden: !showing })}>
            {showing &&
              suggestions.map((item, index) => (
                <li
                  key={item.key}
                  className={styles.option}
                  data-highlighted={highlightedIndex === index}
                  {...getItemProps({
                    item,
                    index,
                    onClick: (event) => {
                      skipDownshift(event);
                      onAdd([item.key]);
                      took(inputValue);
                    },
                  })}
                >
                  {item.name}
                  {item.via && <span className={styles.via}> ({item.via})</span>}
                  {item.chosen && (
                    <span className={styles.had}>
                      <span className="visually-hidden">, </span>
                      {t.alreadyChosen}
                    </span>
                  )}
                </li>
              ))}
          </ul>
        </div>
      </>
    );
  },
);
ComboboxField.displayName = "ComboboxField";

type ChosenIngredientsProps = { fridge: Fridge; empty: ReactNode; say: (message: string) => void };

/**
 * Where the focus goes once a chosen ingredient is removed: the next one, else the one before,
 * else the field, so a keyboard user never loses their place.
 */
const focusAfterRemoving = (keys: readonly string[], removed: string): string | null => {
  const index = keys.indexOf(removed);
  return keys[index + 1] ?? keys[index - 1] ?? null;
};

/** What the visitor has chosen, each removable; `empty` while there is nothing. */
export const ChosenIngredients = ({ fridge, empty, say }: ChosenIngredientsProps) => {
  const t = useTexts("fridge");
  const { known, nameOf } = usePickerWords();
  const have = knownKeys(fridge.have, known);
  const chips = useRef<HTMLUListElement>(null);
  // After a removal: null for the field, a key for that ingredient's button.
  const focusNext = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const next = focusNext.current;
    if (next === undefined) return;
    focusNext.current = undefined;
    const chip = next
      ? chips.current?.querySelector<HTMLButtonElement>(`[data-key="${CSS.escape(next)}"]`)
      : null;
    (chip ?? document.getElementById(INPUT_ID))?.focus();
  }, [fridge.have]);
  return have.length > 0 ? (
    <div className={styles.chosen} role="group" aria-labelledby="fridge-chosen">
      <p className={styles.chosenLabel} id="fridge-chosen">
        {t.chosen}
      </p>
      <ul className={styles.chips} ref={chips}>
        {have.map((key) => (
          <li key={key}>
            <button
              type="button"
              className={`${styles.chip} ${styles.remove}`}
              aria-label={fill(t.remove, { name: nameOf(key) })}
              data-key={key}
              onClick={() => {
                focusNext.current = focusAfterRemoving(have, key);
                fridge.remove(key);
                say(fill(t.announce.removed, { name: nameOf(key) }));
              }}
            >
              {nameOf(key)} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.clear}
        onClick={() => {
          focusNext.current = null;
          fridge.setHave([]);
          say(t.announce.cleared);
        }}
      >
        {t.clear}
      </button>
    </div>
  ) : (
    empty
  );
};

const indexRequests = new Map<Language, Promise<MatchIndex>>();
/**
 * The index in the page's language, with the recipes' names there: fetched once per visit and
 * language; a failure is retried on the next change.
 */
const loadIndex = (language: Language): Promise<MatchIndex> => {
  const known = indexRequests.get(language);
  if (known) return known;
  const address = fridgeIndexPath(language);
  const request = fetch(address)
    .then((response) => {
      if (!response.ok) throw new Error(`${address}: ${response.status}`);
      return response.text();
    })
    .then((text) => indexRecipes(parseIndex(text)))
    .catch((error: unknown) => {
      indexRequests.delete(language);
      throw error;
    });
  indexRequests.set(language, request);
  return request;
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
  ({ recipe, have, total, missing }: ResultCardProps) => {
    const t = useTexts("fridge");
    const cards = useTexts("recipeList");
    const { nameOf } = usePickerWords();
    // A recipe an editor translated into the page's language comes with its name and page there;
    // any other is as its chef wrote it, in English, and its name and link say so.
    const written = recipe.language ?? DEFAULT_LANGUAGE;
    const recipeLang = written === useLanguage() ? undefined : written;
    return (
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
              hrefLang={recipeLang}
              href={localizedPath(recipePath(recipe.slug), written)}
              onClick={follow}
              onMouseEnter={prefetch}
              onFocus={prefetch}
            >
              {recipeLang ? <span lang={recipeLang}>{recipe.name}</span> : recipe.name}
            </a>
          </h3>
          <p className={styles.resultMatch}>
            {FRIDGE_ICON}
            <span aria-hidden="true">{`${have}/${total}`}</span>
            <span className="visually-hidden">
              {fill(cards.youHave, { have: String(have), total: String(total) })}
            </span>
          </p>
          <p className={styles.missing}>{describeMissing(t, missing.map(nameOf))}</p>
        </div>
      </article>
    );
  },
  (before, after) =>
    before.recipe === after.recipe &&
    before.have === after.have &&
    before.total === after.total &&
    before.missing.join() === after.missing.join(),
);
ResultCard.displayName = "ResultCard";

type ResultsHeaderProps = { filter: FridgeFilter; onFilter: (filter: FridgeFilter) => void };

/** The heading and the filters, which a chip tap leaves as they are. */
const ResultsHeader = memo(({ filter, onFilter }: ResultsHeaderProps) => {
  const t = useTexts("fridge");
  const language = useLanguage();
  return (
    <div className={styles.resultsHeader}>
      <h2 id="fridge-results" className={styles.heading}>
        {t.resultsHeading}
      </h2>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t.filterLabel}</legend>
        {FILTERS.map((value) => (
          <label key={value} className={styles.filter}>
            <input
              type="radio"
              name="fridge-filter"
              value={value}
              checked={filter === value}
              onChange={() => onFilter(value)}
            />
            <span>{filterLabel(t, language, value)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
});
ResultsHeader.displayName = "ResultsHeader";

type PickerResultsProps = { fridge: Fridge };

export const PickerResults = ({ fridge }: PickerResultsProps) => {
  const t = useTexts("fridge");
  const language = useLanguage();
  const { known, staples } = usePickerWords();
  const analytics = useAnalytics();
  const [recipes, setRecipes] = useState<MatchIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const [filter, setFilter] = useState<FridgeFilter>("any");
  const [shown, setShown] = useState(RESULTS_STEP);
  const chooseFilter = useCallback((value: FridgeFilter) => {
    setFilter(value);
    setShown(RESULTS_STEP);
  }, []);
  const have = knownKeys(fridge.have, known);
  const key = have.join(",");

  useEffect(() => {
    let live = true;
    loadIndex(language).then(
      (loaded) => live && setRecipes(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [language]);

  const ranking = useMemo(() => {
    if (!recipes) return null;
    const chosen = key ? key.split(",") : [];
    return rankIndex(
      recipes,
      hadKeys(chosen, staples, fridge.countStaples),
      filter,
      new Set(chosen),
    );
  }, [recipes, key, fridge.countStaples, filter, staples]);
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
        {t.loadFailed}
      </p>
    );
  }
  return (
    <section className={styles.results} aria-labelledby="fridge-results">
      <ResultsHeader filter={filter} onFilter={chooseFilter} />
      <p className={styles.status} role="status">
        {recipes ? resultCount(t, language, found, filter) : t.loading}
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
          {t.showMore}
        </button>
      )}
    </section>
  );
};
