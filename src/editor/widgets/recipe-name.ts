import type { ComponentClass } from "react";
import type { RecipeData } from "../../recipes/recipe-files";
import type { Entry, WidgetProps } from "../decap";
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
  return createClass<Props, State>({
    getInitialState: () => ({ snapshot: repository.latest() }),
    ...following(repository),
    isValid(this: { props: Props; state: State }) {
      const mark = unreadableMark((this.props.entry ?? this.props.getEntry?.())?.get("data"));
      if (mark) return { error: { type: "CUSTOM", message: UNREADABLE_TITLE } };
      const entry = this.props.getEntry?.();
      const ownFile = entry && !entry.get("newRecord") ? String(entry.get("path")) : undefined;
      const other = namedAlready(this.state.snapshot, this.props.value, ownFile);
      return other ? { error: { type: "CUSTOM", message: nameTaken(other) } } : true;
    },
    render() {
      const entry = this.props.entry ?? this.props.getEntry?.();
      const mark = unreadableMark(entry?.get("data"));
      if (!mark) return h(StringControl, this.props);
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
