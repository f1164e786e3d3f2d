import React, { startTransition, useCallback, useEffect, useLayoutEffect, useState } from "react";
import { whenIdle } from "../../analytics/when-idle";
import { onArrivalPage } from "../../app/arrival-page";
import type { ListCard } from "../../fridge/list-matches";
import type { Shelf } from "../../fridge/shelves";
import type { PickerVocabulary } from "../../ingredients/vocabulary";
import { keptFromServer } from "../server-kept/server-kept";
import { listenToPicker, showFridge } from "./kept-picker";
import { useFridge } from "./use-fridge";
import * as styles from "./fridge-page.module.css";
// The kept part's rules, inlined with this page's (see keptFromServer).
import "./fridge-picker.module.css";
import "./picker-markup.module.css";

/** The combobox, the matching and the results: fetched on first focus or when the page is idle. */
const loadPanel = () => import(/* webpackChunkName: "fridge-panel" */ "./picker-takeover");
type Panel = Awaited<ReturnType<typeof loadPanel>>;

/**
 * The field, the quick choices and the switch: on the page a visitor arrives on, the server's
 * markup, which no code of the first load draws; a visitor who moves here within the site gets it
 * drawn.
 */
const PickerMarkup = keptFromServer(
  () => import(/* webpackChunkName: "recipe-list-parts" */ "./picker-markup"),
  (markup) => markup.PickerMarkup,
);

const NO_CARDS: readonly ListCard[] = [];

type FridgePickerProps = {
  shelves: readonly Shelf[];
  /** The recipe list's cards on this page, which show the match with what is chosen. */
  cards?: readonly ListCard[];
  /** The ingredients the combobox knows, in the page's language and in English. */
  vocabulary: PickerVocabulary;
};

export const FridgePicker = ({ shelves, cards = NO_CARDS, vocabulary }: FridgePickerProps) => {
  const fridge = useFridge();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [drawn, setDrawn] = useState(onArrivalPage);
  const [wanted, setWanted] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [entered, setEntered] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);

  useEffect(() => {
    let cancelled = false;
    // Until the code arrives the server's field stays, focus and text and all.
    void (wanted ? Promise.resolve() : whenIdle(window)).then(loadPanel).then((code) => {
      if (cancelled) return;
      // Fetched at idle, nobody waits for it: React draws it in slices a tap can interrupt. A
      // visitor who reached for the field gets it at once.
      if (wanted) setPanel(code);
      else startTransition(() => setPanel(code));
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  const { toggle, removeLast, setCountStaples } = fridge;
  useEffect(() => {
    if (!root) return;
    return listenToPicker(root, {
      toggle,
      removeLast,
      setCountStaples,
      want: () => setWanted(true),
      enter: () => setEntered(true),
    });
  }, [root, toggle, removeLast, setCountStaples]);

  // Before the browser paints: a tapped chip shows pressed within the tap.
  useLayoutEffect(() => {
    if (drawn && root) showFridge(root, fridge.have, fridge.countStaples);
  }, [root, drawn, fridge.have, fridge.countStaples]);

  return (
    <div ref={setRoot} className={styles.slot}>
      <PickerMarkup shelves={shelves} onDrawn={onDrawn} />
      {panel && drawn && root && (
        <panel.PickerTakeover
          fridge={fridge}
          root={root}
          entered={entered}
          cards={cards}
          vocabulary={vocabulary}
        />
      )}
    </div>
  );
};
