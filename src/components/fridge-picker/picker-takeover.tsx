import React, { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { ListCard } from "../../fridge/list-matches";
import { markListSoon } from "../recipe-list/mark-list-matches";
import { slotIn } from "./kept-picker";
import { useTexts } from "../../i18n/texts";
import type { PickerVocabulary } from "../../ingredients/vocabulary";
import { ChosenIngredients, PickerCombobox, PickerResults } from "./picker-panel";
import { pickerWords, VocabularyProvider } from "./picker-vocabulary";
import { revealChange } from "./reveal-change";
import type { Fridge } from "./use-fridge";

type PickerTakeoverProps = {
  fridge: Fridge;
  root: HTMLElement;
  /** Whether the visitor pressed Enter in the server's field. */
  entered: boolean;
  /** The recipe list's cards, whose counts give way to the match once something is chosen. */
  cards: readonly ListCard[];
  /** The ingredients in the page's language (and in English), from the page's data. */
  vocabulary: PickerVocabulary;
};

/**
 * Takes over the slots of the picker's kept markup: the combobox replaces the server's field, with
 * the text typed so far (and Enter, if it was pressed) and the focus if it had it; the chosen
 * ingredients join the hint (which the style sheet hides once it has company), then the results.
 */
export const PickerTakeover = ({
  fridge,
  root,
  entered,
  cards,
  vocabulary,
}: PickerTakeoverProps) => {
  const { youHave } = useTexts("recipeList");
  const { staples } = pickerWords(vocabulary);
  const [kept] = useState(() => {
    const field = slotIn(root, "field");
    const input = field?.querySelector("input");
    return {
      field,
      stage: slotIn(root, "stage"),
      results: slotIn(root, "results"),
      server: field?.firstElementChild,
      typed: input?.value ?? "",
      focus: !!input && document.activeElement === input,
    };
  });
  // In the commit that draws the combobox, so no frame shows the field missing or doubled.
  useLayoutEffect(() => kept.server?.remove(), [kept]);
  const [said, setSaid] = useState("");
  // The same words twice are a new message: a space tells the live region so.
  const say = useCallback(
    (message: string) => setSaid((before) => (before === message ? `${message}\u00a0` : message)),
    [],
  );

  const { ready, have, countStaples } = fridge;
  useEffect(
    () => (ready ? markListSoon(cards, { have, countStaples }, { staples, youHave }) : undefined),
    [ready, have, countStaples, cards, staples, youHave],
  );

  const { field, stage, results } = kept;
  // An ingredient the field added shows far below it on a desktop: once drawn, it comes into view.
  const typedIn = useRef(false);
  const onAdded = useCallback(() => {
    typedIn.current = true;
  }, []);
  useEffect(() => {
    if (!typedIn.current) return;
    typedIn.current = false;
    revealChange(stage, results?.querySelector('[role="status"]'));
  }, [have, stage, results]);

  return (
    <VocabularyProvider value={vocabulary}>
      {field &&
        createPortal(
          <>
            <PickerCombobox
              fridge={fridge}
              typed={kept.typed}
              focus={kept.focus}
              entered={entered}
              say={say}
              onAdded={onAdded}
            />
            <p className="visually-hidden" aria-live="polite">
              {said}
            </p>
          </>,
          field,
        )}
      {stage &&
        fridge.ready &&
        createPortal(<ChosenIngredients fridge={fridge} empty={null} say={say} />, stage)}
      {results && fridge.ready && createPortal(<PickerResults fridge={fridge} />, results)}
    </VocabularyProvider>
  );
};
