import React from "react";
import {
  MAX_SERVINGS,
  SERVINGS_STEP,
  clampServings,
  minServings,
} from "../../recipes/scaling/servings";
import { useTexts } from "../../i18n/texts";
import { SCALE_CHOICES } from "./cook-tools-text";
import * as styles from "./cook-tools.module.css";

type ServingsControlProps = {
  original: number;
  servings: number;
  /** Writes servings as a cook reads them ("1½"). */
  format: (servings: number) => string;
  onChange: (servings: number) => void;
};

export const ServingsControl = ({ original, servings, format, onChange }: ServingsControlProps) => {
  const t = useTexts("cookTools");
  const change = (value: number) => onChange(clampServings(value, original));
  return (
    <div className={styles.servings} role="group" aria-labelledby="servings-label">
      <span id="servings-label" className={styles.servingsLabel}>
        {t.scale}
      </span>
      <span className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t.fewerServings}
          disabled={servings <= minServings(original)}
          onClick={() => change(Math.ceil(servings - SERVINGS_STEP))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.servingsValue} aria-live="polite">
          {format(servings)}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t.moreServings}
          disabled={servings >= MAX_SERVINGS}
          onClick={() => change(Math.floor(servings + SERVINGS_STEP))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
      <span className={styles.choices}>
        {SCALE_CHOICES.map(([shown, name, factor]) => (
          <button
            key={shown}
            type="button"
            className={styles.choice}
            aria-label={t.scaleChoices[name]}
            aria-pressed={servings === original * factor}
            onClick={() => change(original * factor)}
          >
            {shown}
          </button>
        ))}
      </span>
    </div>
  );
};
