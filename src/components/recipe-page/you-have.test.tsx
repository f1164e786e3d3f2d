import { en } from "../../i18n/dictionaries";
import React from "react";
import { render, waitFor } from "@testing-library/react";
import { storeFridge } from "../../fridge/fridge-state";
import * as marks from "./mark-had-lines";
import { YouHave } from "./you-have";

const LINES = [
  { key: "egg", staple: false },
  { key: "salt", staple: true },
];

describe("YouHave", () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it("fetches and runs the fridge's marking only in a browser that kept a fridge", async () => {
    const markHadLines = jest.spyOn(marks, "markHadLines");
    storeFridge(window.localStorage, { have: ["egg"], countStaples: false });
    render(<YouHave lines={LINES} />);
    await waitFor(() =>
      expect(markHadLines).toHaveBeenCalledWith(LINES, {
        youHave: en.recipeList.youHave,
        hadMark: en.recipePage.hadMark,
      }),
    );
  });

  it("runs nothing for a browser that never chose an ingredient", async () => {
    const markHadLines = jest.spyOn(marks, "markHadLines");
    render(<YouHave lines={LINES} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(markHadLines).not.toHaveBeenCalled();
  });
});
