import React, { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { slotIn } from "./kept-picker";
import { ChosenIngredients, PickerCombobox, PickerResults } from "./picker-panel";
import type { Fridge } from "./use-fridge";

type PickerTakeoverProps = { fridge: Fridge; root: HTMLElement };

/**
 * Takes over the slots of the picker's kept markup: the combobox replaces the server's field, with
 * the text typed so far and the focus if it had it; the chosen ingredients join the hint (which
 * the style sheet hides once it has company), then the results.
 */
export const PickerTakeover = ({ fridge, root }: PickerTakeoverProps) => {
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

  const { field, stage, results } = kept;
  return (
    <>
      {field &&
        createPortal(
          <PickerCombobox fridge={fridge} typed={kept.typed} focus={kept.focus} />,
          field,
        )}
      {stage &&
        fridge.ready &&
        createPortal(<ChosenIngredients fridge={fridge} empty={null} />, stage)}
      {results && fridge.ready && createPortal(<PickerResults fridge={fridge} />, results)}
    </>
  );
};
