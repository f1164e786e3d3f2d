import type { ComponentClass } from "react";
import { chosenPhotoProblem } from "../../recipes/rules/photo";
import type { WidgetProps } from "../decap";
import { react } from "../decap";
import { readPhoto } from "../photo-size";
import type { Session } from "../session";

type State = { refused: string | null; checking: boolean; loaded: number };
type Self = {
  props: WidgetProps;
  state: State;
  pending: string | null;
  setState: (s: Partial<State>) => void;
  timer?: number;
  getter?: { loaded: number; getAsset: WidgetProps["getAsset"] };
};

/** Decap's stand-in while a photo is still loading from the backend. */
const EMPTY_ASSET = "empty.svg";
const ASSET_POLL_MS = 250;
const ASSET_POLLS = 120;

const stillLoading = (props: WidgetProps) => {
  if (typeof props.value !== "string" || !props.value) return false;
  const asset = props.getAsset(props.value, props.field) as { path?: string } | undefined;
  return asset?.path === EMPTY_ASSET;
};

/**
 * Decap's thumbnail asks for the photo once and keeps the blank it gets while the photo still
 * loads (a new photo saved under another name, or any photo on a slow backend). Once it has
 * loaded, the control gets a new getAsset, which makes the thumbnail ask again.
 */
const watchAsset = (self: Self, polls = ASSET_POLLS) => {
  window.clearTimeout(self.timer);
  if (!stillLoading(self.props)) return;
  self.timer = window.setTimeout(() => {
    if (stillLoading(self.props)) {
      if (polls > 1) watchAsset(self, polls - 1);
      return;
    }
    self.setState({ loaded: self.state.loaded + 1 });
  }, ASSET_POLL_MS);
};

/** The props whose change must redraw Decap's image control (it compares only these). */
const REDRAWN_BY = ["value", "getAsset", "mediaPaths", "classNameWrapper", "hasActiveStyle"];

/**
 * The recipe's photo: Decap's image field, with the chosen file read in the browser and checked
 * by the build's own rule the moment it is chosen, so a photo the build would refuse never
 * reaches the recipe. What was read is kept for the checks before Publish.
 */
export const makeRecipePhoto = (session: Session): ComponentClass<WidgetProps, State> => {
  const { h, createClass, cms } = react();
  const ImageControl = cms.getWidget("image").control;
  return createClass<WidgetProps, State>({
    getInitialState: () => ({ refused: null, checking: false, loaded: 0 }),
    componentDidMount() {
      watchAsset(this as unknown as Self);
    },
    componentDidUpdate(previous) {
      const self = this as unknown as Self;
      if (previous.value !== self.props.value) watchAsset(self);
    },
    componentWillUnmount() {
      window.clearTimeout((this as unknown as Self).timer);
    },
    shouldComponentUpdate(next, nextState) {
      const { props, state } = this as unknown as Self;
      return (
        nextState !== state ||
        REDRAWN_BY.some(
          (key) =>
            (props as Record<string, unknown>)[key] !== (next as Record<string, unknown>)[key],
        )
      );
    },
    handleChange(value: unknown) {
      const self = this as unknown as Self;
      const { props } = self;
      if (typeof value !== "string" || !value || value === props.value) {
        self.pending = null;
        self.setState({ refused: null, checking: false });
        props.onChange(value);
        return;
      }
      if (self.pending === value) return;
      self.pending = value;
      self.setState({ refused: null, checking: true });
      const asset = props.getAsset(value, props.field) as { fileObj?: Blob } | undefined;
      const file = asset?.fileObj;
      // A photo already saved is not in this window: the check when it was saved stands.
      const read = file ? readPhoto(file, String(asset)) : Promise.resolve(undefined);
      read.then((fact) => {
        if (self.pending !== value) return;
        self.pending = null;
        const problem = fact ? chosenPhotoProblem(fact) : null;
        if (problem) {
          // The media library would otherwise offer the refused file to the field again.
          const control = props.mediaPaths?.findKey((path) => path === value);
          if (control) props.onRemoveInsertedMedia(control);
          self.setState({ refused: `Not added. ${problem}`, checking: false });
          return;
        }
        if (fact) session.photos.set(value, fact);
        self.setState({ checking: false });
        self.props.onChange(value);
      });
    },
    render() {
      const self = this as unknown as Self & { handleChange: (value: unknown) => void };
      const { refused, checking } = self.state;
      const note = refused
        ? h("p", { className: "photo-note photo-refused", role: "alert" }, refused)
        : checking
          ? h("p", { className: "photo-note", role: "status" }, "Checking the photo…")
          : null;
      if (self.getter?.loaded !== self.state.loaded) {
        const { getAsset } = self.props;
        self.getter = {
          loaded: self.state.loaded,
          getAsset: (path, field) => getAsset(path, field),
        };
      }
      const getAsset = self.state.loaded === 0 ? self.props.getAsset : self.getter.getAsset;
      return h(
        "div",
        null,
        h(ImageControl, { ...self.props, getAsset, onChange: self.handleChange }),
        note,
      );
    },
  });
};
