import type { ComponentClass, ComponentType, ReactElement, createElement } from "react";

/*
 * What the recipe editor uses of Decap CMS's standalone bundle: the CMS object, its React
 * (window.h, window.createClass) and the Immutable.js values it hands to widgets and events.
 * Types only describe what is called here; the bundle brings the code.
 */

/** The Immutable.js collections Decap keeps entries in (the library itself is not exposed). */
export type ImmutableValue = {
  get: (key: string | number) => unknown;
  getIn: (path: (string | number)[]) => unknown;
  set: (key: string, value: unknown) => ImmutableValue;
  delete: (key: string) => ImmutableValue;
  keySeq: () => { forEach: (visit: (key: string) => void) => void };
  toJS: () => unknown;
};

/** An entry as Decap passes it to previews, widgets and events. */
export type Entry = ImmutableValue;

export type WidgetProps = {
  value: unknown;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  field: ImmutableValue;
  entry?: Entry;
  getAsset: (path: string, field?: ImmutableValue) => unknown;
  mediaPaths?: { findKey: (test: (path: unknown) => boolean) => string | undefined };
  onRemoveInsertedMedia: (id: string) => void;
  [more: string]: unknown;
};

export type PreviewProps = {
  entry: Entry;
  getAsset: (path: string) => unknown;
  getCollection?: (name: string) => Promise<Entry[]>;
};

export type Widget = {
  control: ComponentType<WidgetProps>;
  preview: ComponentType<unknown>;
  schema?: unknown;
};

export type Format = {
  fromFile: (text: string) => unknown;
  toFile: (data: Record<string, unknown>) => string;
};

export type EventHandler = (args: { entry: Entry; author?: unknown }) => unknown;

/** The backend record Decap's registry keeps per name; `init` makes the backend's implementation. */
export type BackendRecord = { init: (...args: unknown[]) => unknown };

export type Cms = {
  getWidget: (name: string) => Widget;
  registerWidget: (
    name: string,
    control: ComponentType<WidgetProps>,
    preview?: ComponentType<unknown>,
    schema?: unknown,
  ) => void;
  registerCustomFormat: (name: string, extension: string, format: Format) => void;
  registerPreviewStyle: (file: string) => void;
  registerPreviewTemplate: (name: string, template: ComponentType<PreviewProps>) => void;
  registerEventListener: (listener: { name: string; handler: EventHandler }) => void;
  registerLocale: (locale: string, phrases: Record<string, unknown>) => void;
  getLocale: (locale: string) => Record<string, unknown> | undefined;
  getBackend: (name: string) => BackendRecord | undefined;
  init: () => void;
};

export type H = typeof createElement;

/** create-react-class: the bundle's way to write a component with state without its React. */
export type CreateClass = <P, S = Record<string, unknown>>(
  spec: ClassSpec<P, S>,
) => ComponentClass<P, S>;

export type ClassSpec<P, S> = {
  getInitialState?: (this: ClassThis<P, S>) => S;
  componentDidMount?: (this: ClassThis<P, S>) => void;
  componentDidUpdate?: (this: ClassThis<P, S>, previous: P) => void;
  componentWillUnmount?: (this: ClassThis<P, S>) => void;
  shouldComponentUpdate?: (this: ClassThis<P, S>, next: P, nextState: S) => boolean;
  render: (this: ClassThis<P, S>) => ReactElement | null;
  [method: string]: unknown;
};

export type ClassThis<P, S> = {
  props: P;
  state: S;
  setState: (update: Partial<S>) => void;
  [own: string]: unknown;
};

type DecapWindow = Window & {
  CMS?: Cms;
  h?: H;
  createClass?: CreateClass;
  CMS_MANUAL_INIT?: boolean;
};

export const decapWindow = (): DecapWindow => window as DecapWindow;

/** The bundle's React, defined once decap-cms.js has run (before DOMContentLoaded). */
export const react = (): { h: H; createClass: CreateClass; cms: Cms } => {
  const { h, createClass, CMS } = decapWindow();
  if (!h || !createClass || !CMS) throw new Error("Decap CMS has not loaded");
  return { h, createClass, cms: CMS };
};
