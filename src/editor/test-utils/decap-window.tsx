import { Component, createElement } from "react";
import type { ClassSpec, Cms, WidgetProps } from "../decap";

/** Stands in for create-react-class, which the Decap bundle puts on window: methods are bound. */
const createClass = <P, S>(spec: ClassSpec<P, S>) => {
  class ClassComponent extends Component<P, S> {
    constructor(props: P) {
      super(props);
      Object.entries(spec).forEach(([key, value]) => {
        if (typeof value === "function") Object.assign(this, { [key]: value.bind(this) });
      });
      this.state = (spec.getInitialState?.call(this as never) ?? {}) as S;
    }
    componentDidMount() {
      spec.componentDidMount?.call(this as never);
    }
    componentDidUpdate(previous: P) {
      spec.componentDidUpdate?.call(this as never, previous);
    }
    componentWillUnmount() {
      spec.componentWillUnmount?.call(this as never);
    }
    render() {
      return spec.render.call(this as never);
    }
  }
  return ClassComponent;
};

/** The props each of Decap's own widget controls last got from the site's widgets around it. */
export const innerProps: Record<string, WidgetProps> = {};

const builtIn = (name: string) => ({
  control: (props: WidgetProps) => {
    innerProps[name] = props;
    return name === "string"
      ? createElement("input", {
          id: props.forID,
          value: String(props.value ?? ""),
          onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
        })
      : null;
  },
  preview: () => null,
  schema: { properties: {} },
});

/** Puts a Decap-like CMS, h and createClass on window, as the bundle does before our script runs. */
export const installDecap = () => {
  const cms = {
    getWidget: jest.fn(builtIn),
    registerWidget: jest.fn(),
    registerCustomFormat: jest.fn(),
    registerPreviewStyle: jest.fn(),
    registerPreviewTemplate: jest.fn(),
    registerEventListener: jest.fn(),
    registerLocale: jest.fn(),
    getLocale: jest.fn(() => ({ editor: { editor: { confirmLoadBackup: "Use the backup?" } } })),
    getBackend: jest.fn(() => undefined),
    init: jest.fn(),
  };
  Object.assign(window, { CMS: cms as unknown as Cms, h: createElement, createClass });
  return cms;
};
