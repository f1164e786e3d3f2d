import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { FRIDGE_INDEX_PATH } from "../../fridge/constants";
import { serializeIndex } from "../../fridge/recipe-index";
import { recipePath } from "../../recipes/slug";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { INPUT_LABEL } from "./fridge-text";
import { RESULTS_HEADING } from "./panel-text";
import { PickerCombobox, PickerResults } from "./picker-panel";
import type { Fridge } from "./use-fridge";

const fridgeWith = (have: string[], setHave = jest.fn()): Fridge => ({
  have,
  countStaples: false,
  ready: true,
  source: "picker",
  setHave,
  toggle: jest.fn(),
  setCountStaples: jest.fn(),
});

describe("PickerCombobox", () => {
  it("leaves out what the visitor has chosen since, even while the field was empty", async () => {
    const user = userEvent.setup();
    const setHave = jest.fn();
    const { rerender } = render(
      <PickerCombobox fridge={fridgeWith(["egg"], setHave)} typed="" focus={false} />,
    );
    rerender(
      <PickerCombobox fridge={fridgeWith(["egg", "feta"], setHave)} typed="" focus={false} />,
    );
    await user.click(screen.getByRole("combobox", { name: INPUT_LABEL }));
    await user.keyboard("fet");
    expect(screen.queryByRole("option", { name: "feta" })).not.toBeInTheDocument();

    rerender(<PickerCombobox fridge={fridgeWith(["egg"], setHave)} typed="" focus={false} />);
    expect(await screen.findByRole("option", { name: "feta" })).toBeInTheDocument();
    rerender(
      <PickerCombobox fridge={fridgeWith(["egg", "milk"], setHave)} typed="" focus={false} />,
    );
    await user.keyboard("{ArrowDown}{Enter}");
    expect(setHave).toHaveBeenLastCalledWith(["egg", "milk", "feta"]);
  });
});

describe("a result's link", () => {
  beforeEach(() => {
    jest.mocked(navigate).mockClear();
    global.fetch = jest.fn((url: string) =>
      Promise.resolve({
        ok: url === FRIDGE_INDEX_PATH,
        status: 200,
        text: () =>
          Promise.resolve(
            serializeIndex([
              { name: "Omelette", slug: "omelette", image: "/static/o.webp", keys: ["egg"] },
            ]),
          ),
      }),
    ) as unknown as typeof fetch;
  });

  const resultLink = async () => {
    renderWithAnalytics(<PickerResults fridge={fridgeWith(["egg"])} />);
    const results = await screen.findByRole("region", { name: RESULTS_HEADING });
    return within(results).findByRole("link", { name: "Omelette" });
  };

  it("opens the recipe page within the site on a plain click", async () => {
    const link = await resultLink();
    expect(link).toHaveAttribute("href", recipePath("omelette"));
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith(recipePath("omelette"));
  });

  it("leaves a click with a modifier key or another button to the browser", async () => {
    const link = await resultLink();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
