import { readFileSync } from "node:fs";
import path from "node:path";
import React, { Component, createElement, type ComponentType } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { RECIPES_FILE } from "../../src/recipes/constants";

type Format = { fromFile: (text: string) => unknown; toFile: (data: unknown) => string };
type PreviewProps = {
  entry: { getIn: (keys: string[]) => { toJS: () => unknown } };
  getAsset: (file: string) => string;
};
type ClassSpec = Record<string, unknown> & {
  getInitialState: () => unknown;
  render: () => React.ReactNode;
};

const EDITOR = readFileSync(path.join(__dirname, "../../static/admin/editor.js"), "utf8");
const RECIPES = readFileSync(path.join(__dirname, "../..", RECIPES_FILE), "utf8");

/** Stands in for create-react-class, which the Decap bundle puts on window. */
const createClass = (spec: ClassSpec) => {
  class ClassComponent extends Component {
    constructor(props: object) {
      super(props);
      Object.entries(spec).forEach(([key, value]) => {
        if (typeof value === "function") Object.assign(this, { [key]: value.bind(this) });
      });
      this.state = spec.getInitialState.call(this) as object;
    }
    render() {
      return spec.render.call(this);
    }
  }
  return ClassComponent;
};

const loadEditor = () => {
  const cms = {
    registerCustomFormat: jest.fn(),
    registerPreviewStyle: jest.fn(),
    registerPreviewTemplate: jest.fn(),
    init: jest.fn(),
  };
  Object.assign(window, { CMS: cms, h: createElement, createClass });
  new Function(EDITOR)();
  document.dispatchEvent(new Event("DOMContentLoaded"));
  const format = cms.registerCustomFormat.mock.calls[0]?.[2] as Format;
  const Preview = cms.registerPreviewTemplate.mock.calls[0]?.[1] as ComponentType<PreviewProps>;
  return { cms, format, Preview };
};

const recipe = (recipeName: string) => ({
  recipeName,
  author: "Elena Ruiz",
  ingredientAmount: "7/10",
  image: `images/${recipeName.toLowerCase()}.jpg`,
});

const entryOf = (recipes: unknown[]) => ({ getIn: () => ({ toJS: () => recipes }) });

describe("the CMS editor script", () => {
  it("asks for a manual start and starts Decap after registering everything", () => {
    const { cms } = loadEditor();
    expect((window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT).toBe(true);
    expect(cms.registerCustomFormat).toHaveBeenCalledWith(
      "recipes-json",
      "json",
      expect.anything(),
    );
    expect(cms.registerPreviewTemplate).toHaveBeenCalledWith("recipes", expect.any(Function));
    expect(cms.init).toHaveBeenCalledTimes(1);
    expect(cms.init.mock.invocationCallOrder[0]).toBeGreaterThan(
      cms.registerPreviewTemplate.mock.invocationCallOrder[0] ?? Infinity,
    );
  });

  it("reads and writes the top-level recipes list byte for byte", () => {
    const { format } = loadEditor();
    const data = format.fromFile(RECIPES);
    expect(data).toEqual({ recipes: JSON.parse(RECIPES) });
    expect(format.toFile(data)).toBe(RECIPES);
  });

  it("leaves cleared optional fields out of the file instead of writing them empty", () => {
    const { format } = loadEditor();
    const required = { recipeName: "Shakshuka", author: "Elena Ruiz", ingredientAmount: "7/10" };
    const edited = {
      ...required,
      slug: "",
      description: null,
      steps: [],
      servings: 4,
      ingredients: ["6 eggs"],
    };
    const written = JSON.parse(format.toFile({ recipes: [edited] })) as Record<string, unknown>[];
    expect(written).toEqual([{ ...required, servings: 4, ingredients: ["6 eggs"] }]);
  });

  it("previews each recipe as a card and flags repeated names", () => {
    const { Preview } = loadEditor();
    render(
      <Preview
        entry={entryOf([recipe("Shakshuka"), recipe("Tacos"), recipe("shakshuka ")])}
        getAsset={(file) => `/blob/${file}`}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Shakshuka",
      "Tacos",
      "shakshuka ",
    ]);
    expect(screen.getAllByText("Another recipe has this name.")).toHaveLength(2);
    expect(screen.getAllByText("7/10")).toHaveLength(3);
  });

  it("warns when a photo is smaller than the card needs", () => {
    const { Preview } = loadEditor();
    const { container } = render(
      <Preview entry={entryOf([recipe("Tacos")])} getAsset={(file) => `/blob/${file}`} />,
    );
    const image = container.querySelector("img") as HTMLImageElement;
    expect(image).toHaveAttribute("src", "/blob/images/tacos.jpg");
    Object.defineProperties(image, { naturalWidth: { value: 400 }, naturalHeight: { value: 300 } });
    fireEvent.load(image);
    expect(screen.getByText(/The photo is 400×300 px; use at least 576×432 px/)).toBeVisible();
  });
});
