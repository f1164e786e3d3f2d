/*
 * The picker's first part is the server's markup, kept as it is (see picker-markup.tsx): these
 * listen to it and show the fridge on it, with no React code of their own in the first load.
 */

/** On a quick-choice chip: the key of its ingredient. */
export const CHIP_KEY = "data-chip";
/** On the button that unfolds the shelves after the first. */
export const FOLD = "data-fold";
/** On the staples switch. */
export const STAPLES = "data-staples";
/** On the places the combobox, the chosen ingredients and the results take over. */
export const SLOT = "data-slot";

export type SlotName = "field" | "stage" | "results";

export const slotIn = (root: ParentNode, name: SlotName): HTMLElement | null =>
  root.querySelector<HTMLElement>(`[${SLOT}="${name}"]`);

/** Presses the chips of the chosen ingredients, and sets the switch. */
export const showFridge = (root: ParentNode, have: readonly string[], countStaples: boolean) => {
  for (const chip of root.querySelectorAll(`[${CHIP_KEY}]`)) {
    chip.setAttribute("aria-pressed", String(have.includes(chip.getAttribute(CHIP_KEY) ?? "")));
  }
  const staples = root.querySelector<HTMLInputElement>(`[${STAPLES}]`);
  if (staples) staples.checked = countStaples;
};

export type PickerHandlers = {
  toggle: (key: string) => void;
  /** Backspace in the empty field. */
  removeLast: () => void;
  /** Enter in the field: the combobox adds what it names when it arrives. */
  enter: () => void;
  setCountStaples: (count: boolean) => void;
  /** The visitor reached for the picker: its code should come now. */
  want: () => void;
};

/**
 * Handles taps (the switch's too: it is clicked, by a key or a tap), focus and the field's keys as
 * the combobox handles them; returns what stops it.
 */
export const listenToPicker = (root: HTMLElement, handlers: PickerHandlers) => {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const key = target?.closest(`[${CHIP_KEY}]`)?.getAttribute(CHIP_KEY);
    if (key) {
      handlers.want();
      handlers.toggle(key);
    } else if (target instanceof HTMLInputElement && target.hasAttribute(STAPLES)) {
      handlers.setCountStaples(target.checked);
    } else {
      const fold = target?.closest(`[${FOLD}]`);
      fold?.setAttribute("aria-expanded", String(fold.getAttribute("aria-expanded") !== "true"));
    }
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${SLOT}="field"]`)) {
      handlers.want();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.closest(`[${SLOT}="field"]`)) return;
    // The combobox, once it has taken over, handles its own keys.
    if (field.getAttribute("role") === "combobox") return;
    if (event.isComposing) return;
    if (event.key === "Enter") {
      event.preventDefault();
      handlers.want();
      handlers.enter();
    } else if (event.key === "Escape") {
      // There is no list to close yet: the first Escape clears the text.
      field.value = "";
    } else if (event.key === "Backspace" && field.value === "" && !event.repeat) {
      handlers.removeLast();
    }
  };
  root.addEventListener("click", onClick);
  root.addEventListener("focusin", onFocus);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("focusin", onFocus);
    root.removeEventListener("keydown", onKeyDown);
  };
};
