import React, { useEffect, useState } from "react";
import { whenIdle } from "../../analytics/when-idle";
import type { Shelf } from "../../fridge/shelves";
import {
  FRIDGE_HEADING,
  FRIDGE_INTRO,
  INPUT_ID,
  INPUT_LABEL,
  INPUT_PLACEHOLDER,
  QUICK_CHOICES_LABEL,
  STAPLES_LABEL,
} from "./fridge-text";
import { useFridge } from "./use-fridge";
import * as styles from "./fridge-picker.module.css";

/** The combobox, the matching and the results: fetched on first focus or when the page is idle. */
const loadPanel = () => import(/* webpackChunkName: "fridge-panel" */ "./picker-panel");
type Panel = Awaited<ReturnType<typeof loadPanel>>;

type FridgePickerProps = { shelves: readonly Shelf[] };

export const FridgePicker = ({ shelves }: FridgePickerProps) => {
  const fridge = useFridge();
  const [wanted, setWanted] = useState(false);
  const [panel, setPanel] = useState<{ code: Panel; focus: boolean } | null>(null);
  const [typed, setTyped] = useState("");

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
  const toggle = (key: string) => {
    setWanted(true);
    fridge.setHave(chosen.has(key) ? fridge.have.filter((k) => k !== key) : [...fridge.have, key]);
  };

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
        {shelves.map((shelf, index) => (
          <div
            key={shelf.label}
            className={styles.shelf}
            role="group"
            aria-labelledby={`fridge-shelf-${index}`}
          >
            <p className={styles.shelfLabel} id={`fridge-shelf-${index}`}>
              {shelf.label}
            </p>
            <ul className={styles.chips}>
              {shelf.chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-pressed={chosen.has(chip.key)}
                    onClick={() => toggle(chip.key)}
                  >
                    {chip.name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
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
      {panel && fridge.ready && <panel.code.PickerResults fridge={fridge} />}
    </section>
  );
};
