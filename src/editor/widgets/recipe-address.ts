import type { ComponentClass } from "react";
import type { ClassThis, Entry, WidgetProps } from "../decap";
import { react } from "../decap";
import { following } from "../follow";
import { addressHeld } from "../plain-words";
import type { Repository, Snapshot } from "../repository";
import { addressTakenBy } from "./recipe-name";

type Props = WidgetProps & { getEntry?: () => Entry | undefined };
type State = { snapshot?: Snapshot };

/** An address as the field's own pattern allows it: lowercase words joined by single dashes. */
const ADDRESS = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * What is wrong with the web address typed, if anything: another recipe has it, or had it and
 * still leads there. An empty field (a new recipe's address is then made from its name, which
 * the name's own field checks) and one the pattern refuses say nothing here.
 */
export const addressClash = (
  snapshot: Snapshot | undefined,
  value: unknown,
  entry: Entry | undefined,
): string | undefined => {
  const address = String(value ?? "").trim();
  if (!ADDRESS.test(address)) return undefined;
  const isNew = !entry || Boolean(entry.get("newRecord"));
  const ownFile = isNew ? undefined : String(entry.get("path"));
  const holder = addressTakenBy(snapshot, address, ownFile);
  return holder ? addressHeld(address, holder.name, holder.former) : undefined;
};

/**
 * The recipe's web address: Decap's string field that says under it, as the editor types, when
 * another recipe has that address or lists it among its old ones; Publish refuses it there too.
 */
export const makeRecipeAddress = (repository: Repository): ComponentClass<Props, State> => {
  const { h, createClass, cms } = react();
  const StringControl = cms.getWidget("string").control;
  const follow = following(repository);
  return createClass<Props, State>({
    getInitialState: () => ({ snapshot: repository.latest() }),
    componentDidMount(this: ClassThis<Props, State>) {
      follow.componentDidMount.call(this);
    },
    componentWillUnmount(this: ClassThis<Props, State>) {
      follow.componentWillUnmount.call(this);
    },
    isValid(this: { props: Props; state: State }) {
      const entry = this.props.getEntry?.() ?? this.props.entry;
      const clash = addressClash(this.state.snapshot, this.props.value, entry);
      return clash ? { error: { type: "CUSTOM", message: clash } } : true;
    },
    render() {
      const entry = this.props.getEntry?.() ?? this.props.entry;
      const clash = addressClash(this.state.snapshot, this.props.value, entry);
      // A live region kept in place, so the words are read out as they appear.
      return h(
        "div",
        { className: "recipe-address" },
        h(StringControl, this.props),
        h("p", { className: "recipe-address-clash", role: "status" }, clash ?? ""),
      );
    },
  });
};
