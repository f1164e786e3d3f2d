import React from "react";
import {
  MAX_SERVINGS,
  SERVINGS_STEP,
  clampServings,
  minServings,
} from "../../recipes/scaling/servings";
import { FEWER_SERVINGS, MORE_SERVINGS, SCALE_CHOICES, SCALE_LABEL } from "./cook-tools-text";
import * as styles from "./cook-tools.module.css";

type ServingsControlProps = {
  original: number;
  servings: number;
  /** Writes servings as a cook reads them ("1½"). */
  format: (servings: number) => string;
  onChange: (servings: number) => void;
};

export const ServingsControl = ({ original, servings, format, onChange }: ServingsControlProps) => {
  const change = (value: number) => onChange(clampServings(value, original));
  return (
    <div className={styles.servings} role="group" aria-labelledby="servings-label">
      <span id="servings-label" className={styles.servingsLabel}>
        {SCALE_LABEL}
      </span>
      <span className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={FEWER_SERVINGS}
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
          aria-label={MORE_SERVINGS}
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
            aria-label={name}
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
