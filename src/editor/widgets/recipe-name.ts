import type { ComponentClass } from "react";
import { RECIPES_DIR, fileSlug, type RecipeData } from "../../recipes/recipe-files";
import { recipePath } from "../../recipes/slug";
import { slugify } from "../../recipes/slugify";
import type { ClassThis, Entry, WidgetProps } from "../decap";
import { react } from "../decap";
import { nameTaken, type FieldLabel } from "../plain-words";
import { UNREADABLE_ADVICE, unreadableMark, unreadableReason } from "../unreadable";
import { following } from "../follow";
import type { Repository, Snapshot } from "../repository";

type Props = WidgetProps & { getEntry?: () => Entry | undefined };
type State = { snapshot?: Snapshot };

const nameKey = (name: unknown) =>
  String(name ?? "")
    .trim()
    .toLowerCase();

/** The recipe another file already gives this name (case and spaces aside), if any. */
export const namedAlready = (
  snapshot: Snapshot | undefined,
  name: unknown,
  ownFile: string | undefined,
): string | undefined => {
  const wanted = nameKey(name);
  if (!snapshot || !wanted) return undefined;
  for (const { file, text } of snapshot.recipes) {
    if (file === ownFile) continue;
    try {
      const other = (JSON.parse(text) as RecipeData).recipeName;
      if (nameKey(other) === wanted) return String(other);
    } catch {
      // A file that is not JSON has no name to compare.
    }
  }
  return undefined;
};

/** The web address a new recipe's name makes; "Beef & Broccoli" and "Beef and Broccoli" share one. */
export const addressTakenBy = (
  snapshot: Snapshot | undefined,
  address: string,
  ownFile: string | undefined,
): { name: string; former: boolean } | undefined => {
  if (!snapshot || !address) return undefined;
  for (const { file, text } of snapshot.recipes) {
    if (file === ownFile) continue;
    let other: RecipeData | undefined;
    try {
      other = JSON.parse(text) as RecipeData;
    } catch {
      other = undefined;
    }
    const name = String(other?.recipeName ?? fileSlug(file.slice(RECIPES_DIR.length + 1)));
    const own = fileSlug(file.slice(RECIPES_DIR.length + 1));
    if (other?.slug === address) return { name, former: false };
    const former = Array.isArray(other?.formerSlugs) ? other.formerSlugs.map(String) : [];
    if (former.includes(address)) return { name, former: true };
    if (own === address) return { name, former: false };
  }
  return undefined;
};

/** Said under the name of a new recipe whose name makes another recipe's web address. */
export const addressTaken = (address: string, other: { name: string; former: boolean }): string =>
  other.former
    ? `This name makes the web address ${recipePath(address)}, which used to be “${other.name}”’s and still leads there. Change the name a little, or fill in “Web address”.`
    : `This name makes the web address ${recipePath(address)}, which belongs to “${other.name}”. Change the name a little, or fill in “Web address”.`;

/**
 * What is wrong with the name as it stands, if anything: another recipe has it, or (for a new
 * recipe whose "Web address" is left empty, which is then made from the name) its address.
 */
export const nameClash = (
  snapshot: Snapshot | undefined,
  value: unknown,
  entry: Entry | undefined,
): string | undefined => {
  const isNew = !entry || Boolean(entry.get("newRecord"));
  const ownFile = isNew ? undefined : String(entry.get("path"));
  const other = namedAlready(snapshot, value, ownFile);
  if (other) return nameTaken(other);
  const typed = (entry?.get("data") as Entry | undefined)?.get("slug");
  if (!isNew || (typeof typed === "string" && typed.trim())) return undefined;
  const address = slugify(String(value ?? ""));
  const holder = addressTakenBy(snapshot, address, ownFile);
  return holder ? addressTaken(address, holder) : undefined;
};

/** The heading of a recipe the form cannot hold, shown in place of its form. */
export const UNREADABLE_TITLE = "This recipe cannot be opened in the editor";

/**
 * The recipe's name: Decap's string field that also refuses a name another recipe has. For a
 * file the form cannot hold it shows why and the file's text instead, read-only, and the rest of
 * the form is hidden (static/admin/editor.css), so nothing blank stands for what the file holds.
 */
export const makeRecipeName = (
  repository: Repository,
  label: FieldLabel = () => undefined,
): ComponentClass<Props, State> => {
  const { h, createClass, cms } = react();
  const StringControl = cms.getWidget("string").control;
  const follow = following(repository);
  return createClass<Props, State>({
    getInitialState: () => ({ snapshot: repository.latest() }),
    componentDidMount(this: ClassThis<Props, State>) {
      follow.componentDidMount.call(this);
      // Decap redraws a field only when its own value changes; the web address is another
      // field, so any typing in the form redraws the name's note too.
      const redraw = () => window.setTimeout(() => this.setState({}));
      document.addEventListener("input", redraw, true);
      this.stopRedrawing = () => document.removeEventListener("input", redraw, true);
    },
    componentWillUnmount(this: ClassThis<Props, State>) {
      follow.componentWillUnmount.call(this);
      (this.stopRedrawing as (() => void) | undefined)?.();
    },
    isValid(this: { props: Props; state: State }) {
      const mark = unreadableMark((this.props.entry ?? this.props.getEntry?.())?.get("data"));
      if (mark) return { error: { type: "CUSTOM", message: UNREADABLE_TITLE } };
      const entry = this.props.getEntry?.() ?? this.props.entry;
      const clash = nameClash(this.state.snapshot, this.props.value, entry);
      return clash ? { error: { type: "CUSTOM", message: clash } } : true;
    },
    render() {
      const entry = this.props.getEntry?.() ?? this.props.entry;
      const mark = unreadableMark(entry?.get("data"));
      if (!mark) {
        // Said as the editor types, under the field; Publish refuses it with the same words.
        const clash = nameClash(this.state.snapshot, this.props.value, entry);
        // A live region kept in place, so the words are read out as they appear.
        return h(
          "div",
          { className: "recipe-name" },
          h(StringControl, this.props),
          h("p", { className: "recipe-name-clash", role: "status" }, clash ?? ""),
        );
      }
      const file = String(entry?.get("path") ?? "");
      const reason = unreadableReason(mark.why, (field) => label(file, field));
      const describedBy = `${this.props.forID}-unreadable`;
      return h(
        "section",
        { className: "recipe-unreadable", "data-recipe-unreadable": "", role: "alert" },
        h("h2", { className: "recipe-unreadable-title" }, UNREADABLE_TITLE),
        h("p", null, mark.name ? `“${mark.name}”: ${reason}` : reason),
        h("p", { id: describedBy }, UNREADABLE_ADVICE),
        h("textarea", {
          className: "recipe-unreadable-text",
          readOnly: true,
          value: mark.text,
          rows: Math.min(24, mark.text.split("\n").length + 1),
          spellCheck: false,
          "aria-label": "The recipe's text, as saved",
          "aria-describedby": describedBy,
        }),
      );
    },
  });
};
