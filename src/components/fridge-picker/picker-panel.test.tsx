import React, { useState } from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { FRIDGE_INDEX_PATH } from "../../fridge/constants";
import { serializeIndex } from "../../fridge/recipe-index";
import { recipePath } from "../../recipes/slug";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { ChosenIngredients, PickerCombobox, PickerResults } from "./picker-panel";
import { useFridge, type Fridge } from "./use-fridge";
import { en } from "../../i18n/dictionaries";
import { unknownWord as sayUnknown } from "./panel-text";

const ALREADY_CHOSEN = en.fridge.alreadyChosen;
const CHOSEN_LABEL = en.fridge.chosen;
const CLEAR_LABEL = en.fridge.clear;
const INPUT_LABEL = en.fridge.inputLabel;
const RESULTS_HEADING = en.fridge.resultsHeading;
const unknownWord = (word: string, closest: readonly string[]) =>
  sayUnknown(en.fridge, word, closest);

const fridgeWith = (have: string[], setHave = jest.fn()): Fridge => ({
  have,
  countStaples: false,
  ready: true,
  source: "picker",
  setHave,
  add: jest.fn(() => []),
  remove: jest.fn(),
  removeLast: jest.fn(() => null),
  toggle: jest.fn(),
  setCountStaples: jest.fn(),
});

/** The combobox over a real fridge held in state, as the page has it. */
const Harness = ({ typed = "", entered = false }: { typed?: string; entered?: boolean }) => {
  const fridge = useFridge();
  const [said, say] = useState("");
  return (
    <>
      <PickerCombobox fridge={fridge} typed={typed} focus={false} entered={entered} say={say} />
      <ChosenIngredients fridge={fridge} empty={null} say={say} />
      <p data-testid="said">{said}</p>
    </>
  );
};

const chips = () =>
  screen.queryByRole("group", { name: CHOSEN_LABEL })
    ? within(screen.getByRole("group", { name: CHOSEN_LABEL }))
        .getAllByRole("button", { name: /^Remove / })
        .map((button) => button.textContent?.replace("×", "").trim())
    : [];

const typeInto = async (text: string) => {
  const user = userEvent.setup();
  const input = screen.getByRole("combobox", { name: INPUT_LABEL });
  await user.click(input);
  await user.keyboard(text);
  return { user, input };
};

// Each test types a few dozen keys; on a busy machine that outlasts Jest's default 5 s, and a
// test cut short keeps typing into the next one.
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/recipes");
});

describe("PickerCombobox", () => {
  it("makes the first suggestion active as the visitor types, and Enter adds it", async () => {
    render(<Harness />);
    const { input } = await typeInto("egg");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "egg",
      "aubergine (eggplant)",
    ]);
    expect(input).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[0]!.id);
    await userEvent.keyboard("{Enter}");
    expect(chips()).toEqual(["egg"]);
    expect(input).toHaveValue("");
    expect(screen.getByTestId("said")).toHaveTextContent("Added egg.");
    // The next word starts afresh, not as "eggtomato".
    await userEvent.keyboard("tomato{Enter}");
    expect(chips()).toEqual(["egg", "tomato"]);
  });

  it("closes the list on Escape, clears the text on a second, and keeps the chips", async () => {
    render(<Harness />);
    const { input } = await typeInto("feta{Enter}spin");
    expect(screen.getByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("listbox", { hidden: true })).not.toBeVisible();
    expect(input).toHaveValue("spin");
    await userEvent.keyboard("{Escape}");
    expect(input).toHaveValue("");
    expect(chips()).toEqual(["feta"]);
  });

  it("adds an exact name or synonym on Enter with the list closed, and nothing else", async () => {
    render(<Harness />);
    const { input } = await typeInto("scallions{Escape}");
    expect(screen.getByRole("listbox", { hidden: true })).not.toBeVisible();
    await userEvent.keyboard("{Enter}");
    expect(chips()).toEqual(["spring onion"]);
    await userEvent.keyboard("spin{Escape}{Enter}");
    // Not a name: the list opens again to show what it could be, and nothing is added.
    expect(chips()).toEqual(["spring onion"]);
    expect(input).toHaveValue("spin");
    expect(screen.getByRole("listbox")).toBeVisible();
  });

  it("keeps the keyboard's place when a chosen ingredient is removed: next, previous, then the field", async () => {
    render(<Harness />);
    const { user, input } = await typeInto("egg{Enter}feta{Enter}tomato{Enter}");
    expect(chips()).toEqual(["egg", "feta", "tomato"]);
    await user.click(screen.getByRole("button", { name: /^Remove feta/ }));
    expect(screen.getByRole("button", { name: /^Remove tomato/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(chips()).toEqual(["egg"]);
    expect(screen.getByRole("button", { name: /^Remove egg/ })).toHaveFocus();
    await user.keyboard(" ");
    expect(chips()).toEqual([]);
    expect(input).toHaveFocus();
  });

  it("puts the focus back in the field when the whole list is cleared", async () => {
    render(<Harness />);
    const { user, input } = await typeInto("egg{Enter}feta{Enter}");
    await user.click(screen.getByRole("button", { name: CLEAR_LABEL }));
    expect(chips()).toEqual([]);
    expect(input).toHaveFocus();
  });

  it("takes the last ingredient out on Backspace in the empty field", async () => {
    render(<Harness />);
    await typeInto("egg{Enter}feta{Enter}");
    expect(chips()).toEqual(["egg", "feta"]);
    await userEvent.keyboard("x{Backspace}");
    expect(chips()).toEqual(["egg", "feta"]);
    await userEvent.keyboard("{Backspace}");
    expect(chips()).toEqual(["egg"]);
    expect(screen.getByTestId("said")).toHaveTextContent("Removed feta.");
  });

  it("adds every name of a typed or pasted list", async () => {
    render(<Harness />);
    const { user, input } = await typeInto("eggs, feta, spinach{Enter}");
    expect(chips()).toEqual(["egg", "feta", "spinach"]);
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    await user.click(input);
    await user.paste("eggs, unicorn, feta, spinach");
    expect(chips()).toEqual(["egg", "feta", "spinach"]);
    // What no ingredient is called stays, for the visitor to see and mend.
    expect(input).toHaveValue("unicorn");
    expect(screen.getByRole("status")).toHaveTextContent(unknownWord("unicorn", []));
  });

  it("never adds an ingredient twice, and says it is already there", async () => {
    render(<Harness />);
    await typeInto("egg{Enter}egg");
    const [egg] = screen.getAllByRole("option");
    expect(egg).toHaveAccessibleName(new RegExp(`^egg ?, ${ALREADY_CHOSEN}$`));
    await userEvent.keyboard("{Enter}eggs, egg,{Enter}");
    expect(chips()).toEqual(["egg"]);
    expect(screen.getByTestId("said")).toHaveTextContent("Already in your fridge: egg.");
  });

  it("adds what was typed into the server's field with Enter, once it takes over", async () => {
    render(<Harness typed="eggs, feta, spi" entered />);
    await waitFor(() => expect(chips()).toEqual(["egg", "feta"]));
    expect(screen.getByRole("combobox", { name: INPUT_LABEL })).toHaveValue("spi");
  });

  it("adds a suggestion clicked after hovering, once, however the clicks and blurs fall", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole("combobox", { name: INPUT_LABEL });
    await user.click(input);
    await user.keyboard("egg");
    await user.hover(screen.getByRole("option", { name: "egg" }));
    await user.click(screen.getByRole("option", { name: "egg" }));
    await user.click(document.body);
    await user.click(input);
    await user.keyboard("tomato");
    await user.click(screen.getByRole("option", { name: "tomato" }));
    expect(chips()).toEqual(["egg", "tomato"]);
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
