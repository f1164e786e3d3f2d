import React from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PANTRY_MATCHED } from "../../fridge/pantry-event";
import { FRIDGE_INDEX_PATH, FRIDGE_STORAGE_KEY, HAVE_PARAM } from "../../fridge/constants";
import { serializeIndex, type IndexRecipe } from "../../fridge/recipe-index";
import { makeAnalytics, renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { FridgePicker } from "./fridge-picker";
import { en } from "../../i18n/dictionaries";
import { fill } from "../../i18n/words";
import { resultCount as countResults } from "./panel-text";
import type { FridgeFilter } from "../../fridge/match";
import vocabularyFile from "../../../data/ingredients.json";
import { pickerVocabulary, type Vocabulary } from "../../ingredients/vocabulary";

const ENGLISH = pickerVocabulary(vocabularyFile as Vocabulary, "en");

const CHOSEN_LABEL = en.fridge.chosen;
const FEWER_INGREDIENTS = en.fridge.fewerIngredients;
const INPUT_LABEL = en.fridge.inputLabel;
const MORE_INGREDIENTS = en.fridge.moreIngredients;
const QUICK_CHOICES_LABEL = en.fridge.quickChoices;
const RESULTS_HEADING = en.fridge.resultsHeading;
const removeLabel = (name: string) => fill(en.fridge.remove, { name });
const resultCount = (count: number, filter: FridgeFilter) =>
  countResults(en.fridge, "en", count, filter);

const recipe = (name: string, keys: string[]): IndexRecipe => ({
  name,
  slug: name.toLowerCase().replace(/ /g, "-"),
  image: `/static/x/${name}.webp`,
  keys,
});

const RECIPES = [
  recipe("Omelette", ["egg", "butter", "spinach"]),
  recipe("Egg Salad", ["egg", "feta"]),
  recipe("Porridge", ["oats", "milk"]),
];

const SHELVES = [
  {
    label: en.fridge.shelves.dairy,
    chips: [
      { key: "egg", name: "egg" },
      { key: "feta", name: "feta" },
    ],
  },
];

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/recipes");
  global.fetch = jest.fn((url: string) =>
    Promise.resolve({
      ok: url === FRIDGE_INDEX_PATH,
      status: 200,
      text: () => Promise.resolve(serializeIndex(RECIPES)),
    }),
  ) as unknown as typeof fetch;
});

const renderPicker = () =>
  renderWithAnalytics(<FridgePicker vocabulary={ENGLISH} shelves={SHELVES} />);

const results = () => screen.getByRole("region", { name: RESULTS_HEADING });

describe("FridgePicker", () => {
  it("keeps shelves after the first behind a disclosure button (shown on phones only)", async () => {
    const user = userEvent.setup();
    const shelves = [
      ...SHELVES,
      { label: "Herbs", chips: [{ key: "basil", name: "basil" }] },
      { label: "Cupboard", chips: [{ key: "oats", name: "oats" }] },
    ];
    renderWithAnalytics(<FridgePicker vocabulary={ENGLISH} shelves={shelves} />);
    // Both names are in the button; the style sheet shows the one that says what a press does.
    const more = await screen.findByRole("button", { name: new RegExp(MORE_INGREDIENTS) });
    expect(more).toHaveTextContent(FEWER_INGREDIENTS);
    expect(more).toHaveAttribute("aria-expanded", "false");
    const folded = document.getElementById(more.getAttribute("aria-controls") ?? "");
    expect(folded).toContainElement(screen.getByRole("button", { name: "basil" }));
    expect(folded).toContainElement(screen.getByRole("button", { name: "oats" }));
    expect(folded).not.toContainElement(screen.getByRole("button", { name: "egg" }));
    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "false");
  });

  it("has no disclosure button when there is one shelf", async () => {
    renderPicker();
    expect(await screen.findByRole("button", { name: "egg" })).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: new RegExp(MORE_INGREDIENTS) }),
    ).not.toBeInTheDocument();
  });

  it("matches recipes to a tapped chip, in the link and in storage", async () => {
    const user = userEvent.setup();
    renderPicker();
    const chips = await screen.findByRole("group", { name: QUICK_CHOICES_LABEL });
    await user.click(within(chips).getByRole("button", { name: "feta" }));
    expect(within(chips).getByRole("button", { name: "feta" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() => expect(window.location.search).toBe(`?${HAVE_PARAM}=feta`));
    await waitFor(() => expect(window.localStorage.getItem(FRIDGE_STORAGE_KEY)).toContain("feta"));

    // Only the egg salad has feta: the omelette and the porridge are no match.
    expect(await within(results()).findByText(resultCount(1, "any"))).toBeInTheDocument();
    expect(within(results()).getAllByRole("article")).toHaveLength(1);
    const first = within(results()).getAllByRole("article")[0] as HTMLElement;
    expect(first).toHaveTextContent("Egg Salad");
    expect(first).toHaveTextContent("1/2");
    expect(first).toHaveTextContent(fill(en.fridge.missing, { names: "egg" }));

    await user.click(screen.getByRole("radio", { name: en.fridge.filters.complete }));
    expect(within(results()).getByRole("status")).toHaveTextContent(resultCount(0, "complete"));
  });

  it("adds an ingredient by keyboard from the combobox, synonyms included", async () => {
    const user = userEvent.setup();
    renderPicker();
    const input = await screen.findByRole("combobox", { name: INPUT_LABEL });
    await user.click(input);
    await user.keyboard("scall");
    expect(await screen.findByRole("option", { name: /spring onion/ })).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Enter}");
    const chosen = screen.getByRole("group", { name: CHOSEN_LABEL });
    expect(within(chosen).getByRole("button", { name: removeLabel("spring onion") })).toBeVisible();
    expect(input).toHaveValue("");
    await waitFor(() => expect(window.location.search).toBe(`?${HAVE_PARAM}=spring-onion`));
  });

  it("starts from a shared link and sends one match event per settled change, with counts", async () => {
    window.history.replaceState(null, "", `/recipes?${HAVE_PARAM}=egg,feta`);
    const client = makeAnalytics();
    renderWithAnalytics(<FridgePicker vocabulary={ENGLISH} shelves={SHELVES} />, client);
    const chosen = await screen.findByRole("group", { name: CHOSEN_LABEL });
    expect(
      await within(chosen).findAllByRole("button", { name: (name) => name.startsWith("Remove") }),
    ).toHaveLength(2);
    await waitFor(() => expect(client.track).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(client.track).toHaveBeenCalledWith({
      name: PANTRY_MATCHED,
      properties: { ingredient_count: 2, full_matches: 1, source: "link" },
    });
    const sent = JSON.stringify(jest.mocked(client.track).mock.calls);
    expect(sent).not.toMatch(/feta|"egg"/);
  });

  it("follows Back to an earlier choice", async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole("button", { name: "egg" }));
    await user.click(screen.getByRole("button", { name: "feta" }));
    await waitFor(() => expect(window.location.search).toBe(`?${HAVE_PARAM}=egg,feta`));
    act(() => {
      window.history.replaceState(null, "", `/recipes?${HAVE_PARAM}=egg`);
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "feta" })).toHaveAttribute("aria-pressed", "false"),
    );
    // Written after the paint.
    await waitFor(() =>
      expect(window.localStorage.getItem(FRIDGE_STORAGE_KEY)).not.toContain("feta"),
    );
  });

  it("writes this browser's copy after the paint, or when the page is left", async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole("button", { name: "egg" }));
    await waitFor(() => expect(window.localStorage.getItem(FRIDGE_STORAGE_KEY)).toContain("egg"));
    window.localStorage.clear();
    jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    await user.click(screen.getByRole("button", { name: "feta" }));
    expect(window.localStorage.getItem(FRIDGE_STORAGE_KEY)).toBeNull();
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(window.localStorage.getItem(FRIDGE_STORAGE_KEY)).toContain("feta");
    jest.mocked(window.requestAnimationFrame).mockRestore();
  });
});
