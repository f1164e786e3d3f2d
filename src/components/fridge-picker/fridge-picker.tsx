import React, { memo, useCallback, useEffect, useState } from "react";
import { whenIdle } from "../../analytics/when-idle";
import type { Shelf } from "../../fridge/shelves";
import {
  FRIDGE_HEADING,
  FRIDGE_INTRO,
  INPUT_ID,
  INPUT_LABEL,
  INPUT_PLACEHOLDER,
  FEWER_INGREDIENTS,
  MORE_INGREDIENTS,
  QUICK_CHOICES_LABEL,
  STAGE_HINT,
  STAPLES_LABEL,
} from "./fridge-text";
import { useFridge } from "./use-fridge";
import * as styles from "./fridge-picker.module.css";

/** The combobox, the matching and the results: fetched on first focus or when the page is idle. */
const loadPanel = () => import(/* webpackChunkName: "fridge-panel" */ "./picker-panel");
type Panel = Awaited<ReturnType<typeof loadPanel>>;

const MORE_SHELVES_ID = "fridge-more-shelves";

type ShelfChipsProps = {
  shelf: Shelf;
  index: number;
  /** The keys of this shelf's chips that are chosen, comma-separated: a tap redraws one shelf. */
  pressed: string;
  onToggle: (key: string) => void;
};

const ShelfChips = memo(({ shelf, index, pressed, onToggle }: ShelfChipsProps) => (
  <div className={styles.shelf} role="group" aria-labelledby={`fridge-shelf-${index}`}>
    <p className={styles.shelfLabel} id={`fridge-shelf-${index}`}>
      {shelf.label}
    </p>
    <ul className={styles.chips}>
      {shelf.chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={pressed.split(",").includes(chip.key)}
            onClick={() => onToggle(chip.key)}
          >
            {chip.name}
          </button>
        </li>
      ))}
    </ul>
  </div>
));
ShelfChips.displayName = "ShelfChips";

type FridgePickerProps = { shelves: readonly Shelf[] };

export const FridgePicker = ({ shelves }: FridgePickerProps) => {
  const fridge = useFridge();
  const [wanted, setWanted] = useState(false);
  const [panel, setPanel] = useState<{ code: Panel; focus: boolean } | null>(null);
  const [typed, setTyped] = useState("");
  const [allShelves, setAllShelves] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void whenIdle(window).then(() => {
      if (!cancelled) setWanted(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    // Until the code arrives the server's field stays, focus and text and all; then the
    // combobox takes both over.
    void loadPanel().then((code) => {
      if (!cancelled) setPanel({ code, focus: document.activeElement?.id === INPUT_ID });
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  const chosen = new Set(fridge.have);
  const [first, ...rest] = shelves;
  const { toggle: toggleKey } = fridge;
  const toggle = useCallback(
    (key: string) => {
      setWanted(true);
      toggleKey(key);
    },
    [toggleKey],
  );
  const pressedOn = (shelf: Shelf) =>
    shelf.chips
      .filter((chip) => chosen.has(chip.key))
      .map((chip) => chip.key)
      .join(",");

  const stageHint = <p className={styles.stageHint}>{STAGE_HINT}</p>;

  // The server's field, kept until the combobox arrives; it looks and sits the same.
  const field = (
    <input
      id={INPUT_ID}
      className={styles.input}
      type="text"
      autoComplete="off"
      placeholder={INPUT_PLACEHOLDER}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onFocus={() => setWanted(true)}
    />
  );

  return (
    <section className={styles.picker} aria-labelledby="fridge-heading" data-fridge-picker>
      <h2 id="fridge-heading" className={styles.heading}>
        {FRIDGE_HEADING}
      </h2>
      <p className={styles.intro}>{FRIDGE_INTRO}</p>
      {panel ? (
        <panel.code.PickerCombobox fridge={fridge} typed={typed} focus={panel.focus} />
      ) : (
        <div className={styles.field}>
          <label htmlFor={INPUT_ID} className={styles.label}>
            {INPUT_LABEL}
          </label>
          {field}
        </div>
      )}
      <div className={styles.shelves} role="group" aria-label={QUICK_CHOICES_LABEL}>
        {first && (
          <ShelfChips shelf={first} index={0} pressed={pressedOn(first)} onToggle={toggle} />
        )}
        {rest.length > 0 && (
          <>
            <button
              type="button"
              className={styles.moreShelves}
              aria-expanded={allShelves}
              aria-controls={MORE_SHELVES_ID}
              onClick={() => setAllShelves((shown) => !shown)}
            >
              {allShelves ? FEWER_INGREDIENTS : MORE_INGREDIENTS}
            </button>
            <div
              id={MORE_SHELVES_ID}
              className={`${styles.moreShelvesList} ${allShelves ? "" : styles.folded}`}
            >
              {rest.map((shelf, index) => (
                <ShelfChips
                  key={shelf.label}
                  shelf={shelf}
                  index={index + 1}
                  pressed={pressedOn(shelf)}
                  onToggle={toggle}
                />
              ))}
            </div>
          </>
        )}
      </div>
      <label className={styles.staples}>
        <input
          type="checkbox"
          role="switch"
          checked={fridge.countStaples}
          onChange={(event) => fridge.setCountStaples(event.target.checked)}
        />
        <span>{STAPLES_LABEL}</span>
      </label>
      {/* Room kept for the chosen ingredients, so a returning visitor's do not move the page. */}
      <div className={styles.stage}>
        {panel && fridge.ready ? (
          <panel.code.ChosenIngredients fridge={fridge} empty={stageHint} />
        ) : (
          stageHint
        )}
      </div>
      {panel && fridge.ready && <panel.code.PickerResults fridge={fridge} />}
    </section>
  );
};
