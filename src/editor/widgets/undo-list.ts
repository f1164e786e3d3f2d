import type { ComponentClass } from "react";
import type { ClassThis, WidgetProps } from "../decap";
import { react } from "../decap";

/*
 * Decap's list field with a way back: removing an item (its ×) leaves a notice under the list,
 * "Removed “2 eggs” · Undo", and Undo puts the item back where it was. It wraps Decap's own list
 * control, registered again under the name "list", so every list of the forms has it.
 *
 * Decap's × itself is an icon with no name, which a screen reader reads as "button": each is named
 * after its item, "Remove “2 eggs”" ("Remove this empty step" for an empty one). Decap offers no
 * way to name it; it is found as the last child of the item's bar, a button with the class of
 * Decap's TopBarButton (contract `decap-list-remove-button`); if that changes, the × has no name
 * again, and works as before.
 */

/** What the editor does with an Immutable.js list; Decap hands one to every list field. */
type ListValue = {
  size: number;
  get: (index: number) => unknown;
  insert: (index: number, item: unknown) => ListValue;
};

type Removal = { item: unknown; index: number; words: string };
type Props = WidgetProps;
type State = { removed?: Removal; generation: number };
type Inner = { focus?: (path: string) => void; validate?: () => void };

const isList = (value: unknown): value is ListValue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ListValue).size === "number" &&
  typeof (value as ListValue).insert === "function";

/** The place of the one item `after` lacks of `before`, if `after` is `before` less one item. */
export const removedAt = (before: unknown, after: unknown): number | undefined => {
  if (!isList(before) || !isList(after) || after.size !== before.size - 1) return undefined;
  for (let index = 0; index < after.size; index += 1) {
    if (before.get(index) !== after.get(index)) return index;
  }
  return after.size;
};

const MAX_WORDS = 60;

type Readable = { get?: (key: string) => unknown; toJS?: () => unknown };

/** The words an item is known by: its text, or for an ingredient of the list its name. */
export const itemText = (item: unknown): string => {
  if (typeof item === "string" || typeof item === "number") return String(item).trim();
  const plain = typeof (item as Readable)?.toJS === "function" ? (item as Readable).toJS!() : item;
  if (!plain || typeof plain !== "object") return "";
  const record = plain as Record<string, unknown>;
  const name = record.name as Record<string, unknown> | undefined;
  if (name && typeof name.one === "string" && name.one.trim()) return name.one.trim();
  const first = Object.values(record).find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  return first?.trim() ?? "";
};

/** "Removed “2 eggs”", or for an item with nothing in it "Removed an empty step". */
export const removedWords = (item: unknown, singular: string): string => {
  const text = itemText(item);
  if (!text) return `Removed an empty ${singular}`;
  const short = text.length > MAX_WORDS ? `${text.slice(0, MAX_WORDS - 1).trimEnd()}…` : text;
  return `Removed “${short}”`;
};

/** The words a list item's × is named by. */
export const removeButtonName = (item: unknown, singular: string): string => {
  const text = itemText(item);
  if (!text) return `Remove this empty ${singular}`;
  const short = text.length > MAX_WORDS ? `${text.slice(0, MAX_WORDS - 1).trimEnd()}…` : text;
  return `Remove “${short}”`;
};

/** The buttons of the bar above each of a list's items: Decap's fold button, then its ×. */
export const ITEM_BAR_BUTTON = 'button[class*="-TopBarButton"]';
const LIST_ROOT = "undo-list";

/**
 * Names each item's × under `root` (one list's own element, not the lists inside its items) after
 * the item in `value` at its place; returns how many names it set.
 */
export const nameRemoveButtons = (root: Element, value: unknown, singular: string): number => {
  if (!isList(value)) return 0;
  const bars: Element[] = [];
  root.querySelectorAll(ITEM_BAR_BUTTON).forEach((button) => {
    const bar = button.parentElement;
    if (!bar || button.closest(`.${LIST_ROOT}`) !== root || bars.includes(bar)) return;
    bars.push(bar);
  });
  let named = 0;
  bars.forEach((bar, index) => {
    const remove = bar.lastElementChild;
    // A list whose items cannot be removed (allow_remove: false) has a span there.
    if (!remove?.matches(ITEM_BAR_BUTTON) || index >= value.size) return;
    const words = removeButtonName(value.get(index), singular);
    if (remove.getAttribute("aria-label") === words) return;
    remove.setAttribute("aria-label", words);
    named += 1;
  });
  return named;
};

const singularOf = (field: WidgetProps["field"]): string =>
  String(field.get("label_singular") ?? field.get("label") ?? "item").toLowerCase();

/** One notice at a time: a removal in one list closes the notice of another. */
const REMOVED_EVENT = "undo-list-removed";

export const makeUndoList = (
  ListControl: ComponentClass<WidgetProps> | ((props: WidgetProps) => unknown),
): ComponentClass<Props, State> => {
  const { h, createClass } = react();
  return createClass<Props, State>({
    getInitialState: () => ({ generation: 0 }),
    componentDidMount(this: ClassThis<Props, State>) {
      const other = (event: Event) => {
        if ((event as CustomEvent).detail !== this) this.setState({ removed: undefined });
      };
      window.addEventListener(REMOVED_EVENT, other);
      this.stopListening = () => window.removeEventListener(REMOVED_EVENT, other);
      (this.nameButtons as () => void)();
    },
    componentWillUnmount(this: ClassThis<Props, State>) {
      (this.stopListening as (() => void) | undefined)?.();
    },
    // Decap's list draws its items in the same commit, so their × are there to be named.
    componentDidUpdate(this: ClassThis<Props, State>) {
      (this.nameButtons as () => void)();
    },
    nameButtons(this: ClassThis<Props, State>) {
      const root = this.root as Element | null | undefined;
      if (root) nameRemoveButtons(root, this.props.value, singularOf(this.props.field));
    },
    // Decap's list redraws on every change of the form, so that the fields inside it can.
    shouldComponentUpdate: () => true,
    focus(this: ClassThis<Props, State>, path: string) {
      (this.inner as Inner | undefined)?.focus?.(path);
    },
    // Publish validates each field through its control's validate, which for a list checks every
    // item's field: Decap's own list must still be the one asked.
    validate(this: ClassThis<Props, State>) {
      const inner = this.inner as Inner | undefined;
      if (inner?.validate) inner.validate();
      else (this.props.validate as (() => void) | undefined)?.();
    },
    changed(this: ClassThis<Props, State>, next: unknown, metadata: unknown) {
      const before = this.props.value;
      const index = removedAt(before, next);
      if (index !== undefined && isList(before)) {
        const item = before.get(index);
        this.setState({
          removed: { item, index, words: removedWords(item, singularOf(this.props.field)) },
        });
        window.dispatchEvent(new CustomEvent(REMOVED_EVENT, { detail: this }));
      }
      (this.props.onChange as (value: unknown, metadata?: unknown) => void)(next, metadata);
    },
    undo(this: ClassThis<Props, State>) {
      const { removed, generation } = this.state;
      const value = this.props.value;
      if (!removed || !isList(value)) return;
      const at = Math.min(removed.index, value.size);
      this.props.onChange(value.insert(at, removed.item));
      // Decap's list keeps one key per item it was drawn with; drawn anew, it has one more.
      this.setState({ removed: undefined, generation: generation + 1 });
      window.setTimeout(() => (this.inner as Inner | undefined)?.focus?.(String(at)));
    },
    render(this: ClassThis<Props, State>) {
      const { removed, generation } = this.state;
      return h(
        "div",
        {
          className: LIST_ROOT,
          ref: (root: Element | null) => {
            this.root = root;
          },
        },
        h(ListControl as ComponentClass<WidgetProps>, {
          ...this.props,
          key: generation,
          ref: (inner: unknown) => {
            this.inner = inner;
          },
          onChange: this.changed as WidgetProps["onChange"],
        }),
        h(
          "p",
          { className: "undo-list-notice", role: "status" },
          ...(removed
            ? [
                h("span", { className: "undo-list-words" }, removed.words),
                h(
                  "button",
                  {
                    type: "button",
                    className: "undo-list-undo",
                    onClick: this.undo as () => void,
                  },
                  "Undo",
                ),
                h(
                  "button",
                  {
                    type: "button",
                    className: "undo-list-close",
                    "aria-label": "Close",
                    onClick: () => this.setState({ removed: undefined }),
                  },
                  "×",
                ),
              ]
            : []),
        ),
      );
    },
  });
};
