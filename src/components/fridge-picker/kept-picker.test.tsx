import React, { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AnalyticsProvider } from "../../analytics";
import { FRIDGE_INDEX_PATH, FRIDGE_STORAGE_KEY, HAVE_PARAM } from "../../fridge/constants";
import { serializeIndex } from "../../fridge/recipe-index";
import { makeAnalytics } from "../../test-utils/render-with-analytics";
import { FridgePicker } from "./fridge-picker";
import { PickerMarkup } from "./picker-markup";
import { INPUT_ID } from "./fridge-text";
import { en } from "../../i18n/dictionaries";
import { resultCount as countResults } from "./panel-text";
import type { FridgeFilter } from "../../fridge/match";
import vocabularyFile from "../../../data/ingredients.json";
import { pickerVocabulary, type Vocabulary } from "../../ingredients/vocabulary";

const ENGLISH = pickerVocabulary(vocabularyFile as Vocabulary, "en");

const CHOSEN_LABEL = en.fridge.chosen;
const INPUT_LABEL = en.fridge.inputLabel;
const QUICK_CHOICES_LABEL = en.fridge.quickChoices;
const RESULTS_HEADING = en.fridge.resultsHeading;
const resultCount = (count: number, filter: FridgeFilter) =>
  countResults(en.fridge, "en", count, filter);

// The page the visitor arrived on, whose markup the server wrote.
jest.mock("../../app/arrival-page", () => ({ onArrivalPage: () => true }));
// Never idle: only the visitor's own move brings the picker's code.
jest.mock("../../analytics/when-idle", () => ({ whenIdle: () => new Promise(() => undefined) }));

const SHELVES = [
  {
    label: "Dairy and eggs",
    chips: [
      { key: "egg", name: "egg" },
      { key: "feta", name: "feta" },
    ],
  },
];

/** The picker as the server writes it: the kept markup inside the picker's and the keeper's wrappers. */
const serverMarkup = () => {
  const drawn = render(<PickerMarkup shelves={SHELVES} />);
  const html = drawn.container.innerHTML;
  drawn.unmount();
  const container = document.createElement("div");
  container.innerHTML = `<div><div>${html}</div></div>`;
  document.body.append(container);
  return container;
};

const hydrate = async (container: HTMLElement) => {
  await act(async () => {
    hydrateRoot(
      container,
      <AnalyticsProvider client={makeAnalytics()}>
        <FridgePicker vocabulary={ENGLISH} shelves={SHELVES} />
      </AnalyticsProvider>,
    );
  });
};

beforeEach(() => {
  document.body.innerHTML = "";
  window.localStorage.clear();
  window.history.replaceState(null, "", "/recipes");
  global.fetch = jest.fn(() =>
    Promise.resolve({
      ok: true,
      status: 200,
      text: () =>
        Promise.resolve(
          serializeIndex([
            { name: "Egg Salad", slug: "egg-salad", image: "/e.webp", keys: ["egg", "feta"] },
          ]),
        ),
    }),
  ) as unknown as typeof fetch;
});

describe("the picker kept from the server", () => {
  it("adopts the server's markup, and a chip tapped before the code arrives counts", async () => {
    const container = serverMarkup();
    const chip = within(container).getByRole("button", { name: "feta" });
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await hydrate(container);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();

    await userEvent.setup().click(chip);
    expect(chip).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(window.location.search).toBe(`?${HAVE_PARAM}=feta`));
    const chosen = await screen.findByRole("group", { name: CHOSEN_LABEL });
    expect(within(chosen).getByRole("button", { name: /feta/ })).toBeInTheDocument();
    expect(
      await within(screen.getByRole("region", { name: RESULTS_HEADING })).findByText(
        resultCount(1, "any"),
      ),
    ).toBeInTheDocument();
    // The chips stay the server's own elements: a keyboard's focus on one is never lost.
    expect(
      within(screen.getByRole("group", { name: QUICK_CHOICES_LABEL })).getByRole("button", {
        name: "feta",
      }),
    ).toBe(chip);
    expect(global.fetch).toHaveBeenCalledWith(FRIDGE_INDEX_PATH);
  });

  it("hands the text typed into the server's field, and its focus, to the combobox", async () => {
    const container = serverMarkup();
    await hydrate(container);
    const field = screen.getByRole("textbox", { name: INPUT_LABEL }) as HTMLInputElement;
    field.value = "scal";
    act(() => field.focus());

    const input = await screen.findByRole("combobox", { name: INPUT_LABEL });
    expect(field).not.toBeInTheDocument();
    expect(document.querySelectorAll(`#${INPUT_ID}`)).toHaveLength(1);
    expect(input).toHaveValue("scal");
    expect(input).toHaveFocus();
    await userEvent.setup().keyboard("l");
    expect(await screen.findByRole("option", { name: /spring onion/ })).toBeInTheDocument();
  });

  it("keeps the keys pressed in the server's field: Enter adds once the combobox arrives", async () => {
    const container = serverMarkup();
    window.localStorage.setItem(
      FRIDGE_STORAGE_KEY,
      JSON.stringify({ have: ["milk"], countStaples: false }),
    );
    await hydrate(container);
    const field = screen.getByRole("textbox", { name: INPUT_LABEL }) as HTMLInputElement;
    act(() => field.focus());
    field.value = "eggs, feta";
    act(() => {
      field.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    });

    const chosen = await screen.findByRole("group", { name: CHOSEN_LABEL });
    await waitFor(() =>
      expect(within(chosen).getAllByRole("button", { name: /^Remove / })).toHaveLength(3),
    );
    expect(within(chosen).getByRole("button", { name: /^Remove feta/ })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: INPUT_LABEL })).toHaveValue("");
    await waitFor(() => expect(window.location.search).toBe(`?${HAVE_PARAM}=milk,egg,feta`));

    // The combobox now handles the field's keys alone: Backspace takes out one ingredient.
    await userEvent.setup().keyboard("{Backspace}");
    await waitFor(() => expect(window.location.search).toBe(`?${HAVE_PARAM}=milk,egg`));
    expect(within(chosen).getAllByRole("button", { name: /^Remove / })).toHaveLength(2);
  });

  it("takes the last ingredient out on Backspace in the server's empty field", async () => {
    const container = serverMarkup();
    window.localStorage.setItem(
      FRIDGE_STORAGE_KEY,
      JSON.stringify({ have: ["egg", "feta"], countStaples: false }),
    );
    await hydrate(container);
    const field = screen.getByRole("textbox", { name: INPUT_LABEL });
    const feta = within(container).getByRole("button", { name: "feta" });
    await waitFor(() => expect(feta).toHaveAttribute("aria-pressed", "true"));
    act(() => {
      field.dispatchEvent(new KeyboardEvent("keydown", { key: "Backspace", bubbles: true }));
    });
    expect(feta).toHaveAttribute("aria-pressed", "false");
    expect(within(container).getByRole("button", { name: "egg" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
