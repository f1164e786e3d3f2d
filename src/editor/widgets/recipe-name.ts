import type { ComponentClass } from "react";
import type { RecipeData } from "../../recipes/recipe-files";
import type { Entry, WidgetProps } from "../decap";
import { react } from "../decap";
import { nameTaken } from "../plain-words";
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

/** The recipe's name: Decap's string field that also refuses a name another recipe has. */
export const makeRecipeName = (repository: Repository): ComponentClass<Props, State> => {
  const { h, createClass, cms } = react();
  const StringControl = cms.getWidget("string").control;
  return createClass<Props, State>({
    getInitialState: () => ({ snapshot: repository.latest() }),
    ...following(repository),
    isValid(this: { props: Props; state: State }) {
      const entry = this.props.getEntry?.();
      const ownFile = entry && !entry.get("newRecord") ? String(entry.get("path")) : undefined;
      const other = namedAlready(this.state.snapshot, this.props.value, ownFile);
      return other ? { error: { type: "CUSTOM", message: nameTaken(other) } } : true;
    },
    render() {
      return h(StringControl, this.props);
    },
  });
};
