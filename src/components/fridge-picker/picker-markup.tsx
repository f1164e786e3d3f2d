import React, { useLayoutEffect } from "react";
import { inPairs, type Shelf } from "../../fridge/shelves";
import { useTexts } from "../../i18n/texts";
import { INPUT_ID } from "./fridge-text";
import { CHIP_KEY, FOLD, SLOT, STAPLES } from "./kept-picker";
import * as page from "./fridge-page.module.css";
import * as styles from "./fridge-picker.module.css";
import * as markup from "./picker-markup.module.css";

const MORE_SHELVES_ID = "fridge-more-shelves";

type ShelfChipsProps = { shelf: Shelf; index: number };

const ShelfChips = ({ shelf, index }: ShelfChipsProps) => (
  <div className={markup.shelf} role="group" aria-labelledby={`fridge-shelf-${index}`}>
    <p className={markup.shelfLabel} id={`fridge-shelf-${index}`}>
      {shelf.label}
    </p>
    <div className={markup.choices}>
      {inPairs(shelf.chips).map((pair) => (
        <span key={pair[0]?.key} className={markup.pair}>
          {pair.map((chip) => (
            <button
              key={chip.key}
              type="button"
              className={styles.chip}
              aria-pressed={false}
              {...{ [CHIP_KEY]: chip.key }}
            >
              {chip.name}
            </button>
          ))}
        </span>
      ))}
    </div>
  </div>
);

type PickerMarkupProps = {
  shelves: readonly Shelf[];
  /** Called once this markup is in the page, when React drew it (not when the server did). */
  onDrawn?: () => void;
};

/**
 * The picker as a visitor first meets it: the field, the quick choices, the staples switch and the
 * room for what they choose. Drawn once and never again by React: what changes (a chip pressed, the
 * shelves unfolded, the switch) is set on these elements by `kept-picker.ts`, and the combobox and
 * the results take over the slots when their code arrives.
 */
export const PickerMarkup = ({ shelves, onDrawn }: PickerMarkupProps) => {
  useLayoutEffect(() => onDrawn?.(), [onDrawn]);
  const t = useTexts("fridge");
  const [first, ...rest] = shelves;
  return (
    <section className={markup.picker} aria-labelledby="fridge-heading" data-fridge-picker>
      <h2 id="fridge-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <p className={markup.intro}>{t.intro}</p>
      <div className={page.slot} {...{ [SLOT]: "field" }}>
        <div className={styles.field}>
          <label htmlFor={INPUT_ID} className={styles.label}>
            {t.inputLabel}
          </label>
          <input
            id={INPUT_ID}
            className={styles.input}
            type="text"
            autoComplete="off"
            placeholder={t.inputPlaceholder}
          />
        </div>
      </div>
      <div className={markup.shelves} role="group" aria-label={t.quickChoices}>
        {first && <ShelfChips shelf={first} index={0} />}
        {rest.length > 0 && (
          <>
            <button
              type="button"
              className={markup.moreShelves}
              aria-expanded={false}
              aria-controls={MORE_SHELVES_ID}
              {...{ [FOLD]: "" }}
            >
              <span className={markup.whenFolded}>{t.moreIngredients}</span>
              <span className={markup.whenOpen}>{t.fewerIngredients}</span>
            </button>
            <div id={MORE_SHELVES_ID} className={markup.moreShelvesList}>
              {rest.map((shelf, index) => (
                <ShelfChips key={shelf.label} shelf={shelf} index={index + 1} />
              ))}
            </div>
          </>
        )}
      </div>
      <label className={markup.staples}>
        <input type="checkbox" role="switch" {...{ [STAPLES]: "" }} />
        <span>{t.staples}</span>
      </label>
      {/* Room kept for the chosen ingredients, so a returning visitor's do not move the page. */}
      <div className={markup.stage} {...{ [SLOT]: "stage" }}>
        <p className={markup.stageHint}>{t.stageHint}</p>
      </div>
      <div className={page.slot} {...{ [SLOT]: "results" }} />
    </section>
  );
};
