import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import vocabularyFile from "../../../data/ingredients.json";
import { fridgeIndexPath } from "../../fridge/constants";
import { serializeIndex } from "../../fridge/recipe-index";
import { fridgeShelves } from "../../fridge/shelves";
import { suggestIngredients } from "../../fridge/suggest";
import { exactKey, exactNames } from "../../fridge/typed-names";
import { en } from "../../i18n/dictionaries";
import { de } from "../../i18n/dictionaries/de";
import { es } from "../../i18n/dictionaries/es";
import type { Language } from "../../i18n/languages";
import { LanguageProvider } from "../../i18n/texts";
import { pickerVocabulary, type Vocabulary } from "../../ingredients/vocabulary";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { FridgePicker } from "./fridge-picker";
import { resultCount } from "./panel-text";

const vocabulary = vocabularyFile as Vocabulary;
const DICTIONARIES = { en, de, es };

const firstKey = (typed: string, language: Language) =>
  suggestIngredients(typed, pickerVocabulary(vocabulary, language), new Set())[0]?.key;

describe("the picker's vocabulary in each language", () => {
  it.each([
    ["Eier", "de"],
    ["eier", "de"],
    ["Ei", "de"],
    ["huevo", "es"],
    ["huevos", "es"],
    ["eggs", "de"],
    ["egg", "es"],
  ] as const)("finds egg first for “%s” on a %s page", (typed, language) => {
    expect(firstKey(typed, language)).toBe("egg");
  });

  it("matches German and Spanish words whatever their accents or ß", () => {
    expect(firstKey("Kürbisk", "de")).toBe("pumpkin-seeds");
    expect(firstKey("weissk", "de")).toBe("cabbage");
    expect(firstKey("platano", "es")).toBe("banana");
    expect(firstKey("pinon", "es")).toBe("pine-nuts");
  });

  it("adds a typed German, Spanish or English name exactly", () => {
    const german = exactNames(pickerVocabulary(vocabulary, "de"));
    expect(exactKey("Eier", german)).toBe("egg");
    expect(exactKey("eggs", german)).toBe("egg");
    // "Paprika" is a bell pepper to a German cook; the spice is "Paprikapulver".
    expect(exactKey("Paprika", german)).toBe("bell-pepper");
    const spanish = exactNames(pickerVocabulary(vocabulary, "es"));
    expect(exactKey("huevos", spanish)).toBe("egg");
  });

  it("shows the page's names and keeps English for matching only", () => {
    const [egg] = suggestIngredients("eggs", pickerVocabulary(vocabulary, "de"), new Set());
    expect(egg).toMatchObject({ key: "egg", name: "Ei", via: "eggs" });
    const english = pickerVocabulary(vocabulary, "en").find((entry) => entry.key === "egg");
    expect(english).toEqual({
      key: "egg",
      name: { one: "egg", other: "eggs" },
      synonyms: ["egg yolk", "egg yolks"],
      staple: false,
    });
  });
});

describe("the results' count", () => {
  it.each([
    ["en", 1, "1 recipe uses at least one ingredient you added."],
    ["en", 3, "3 recipes use at least one ingredient you added."],
    ["de", 1, "1 Rezept verwendet mindestens eine deiner Zutaten."],
    ["de", 3, "3 Rezepte verwenden mindestens eine deiner Zutaten."],
    ["es", 1, "1 receta usa al menos uno de tus ingredientes."],
    ["es", 3, "3 recetas usan al menos uno de tus ingredientes."],
  ] as const)("in %s for %d", (language, count, said) => {
    expect(resultCount(DICTIONARIES[language].fridge, language, count, "any")).toBe(said);
  });

  it("says none, and writes large numbers, as each language does", () => {
    expect(resultCount(de.fridge, "de", 0, "almost")).toBe(
      "Noch fehlen dir bei jedem Rezept mehr als 2 Zutaten.",
    );
    expect(resultCount(de.fridge, "de", 1200, "complete")).toBe(
      "Für 1.200 Rezepte hast du alles da.",
    );
    expect(resultCount(es.fridge, "es", 1, "almost")).toBe(
      "A 1 receta le faltan como mucho 2 ingredientes.",
    );
  });
});

/** Every English text of the fridge section that German says otherwise, without placeholders. */
const englishWords = (english: object, german: object): string[] =>
  Object.entries(english).flatMap(([key, value]) => {
    const theirs = (german as Record<string, unknown>)[key];
    if (typeof value === "object") return englishWords(value as object, theirs as object);
    if (value === theirs) return [];
    return (value as string)
      .split(/\{\w+\}/)
      .map((part) => part.trim())
      .filter((part) => part.length > 3);
  });

describe("the picker on a German page", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, "", "/de/recipes/?have=egg,spinach");
    // The German index: Shakshuka translated, the omelette as its chef wrote it.
    global.fetch = jest.fn((url: string) =>
      Promise.resolve({
        ok: url === fridgeIndexPath("de"),
        status: 200,
        text: () =>
          Promise.resolve(
            serializeIndex([
              { name: "Omelette", slug: "omelette", image: "/o.jpg", keys: ["egg", "spinach"] },
              {
                name: "Schakschuka",
                slug: "shakshuka",
                image: "/s.jpg",
                keys: ["egg", "tomato"],
                language: "de",
              },
            ]),
          ),
      }),
    ) as unknown as typeof fetch;
  });

  const renderGerman = () => {
    const shelves = fridgeShelves(
      [["egg", "spinach", "feta", "tomato", "rice", "basil"]],
      vocabulary,
      de.fridge.shelves,
      "de",
    );
    renderWithAnalytics(
      <LanguageProvider
        value={{ language: "de", basePath: "/recipes/", languages: ["en", "de", "es"], texts: de }}
      >
        <FridgePicker vocabulary={pickerVocabulary(vocabulary, "de")} shelves={shelves} />
      </LanguageProvider>,
    );
  };

  it("loads the German index and links a translated recipe's German page, in German", async () => {
    renderGerman();
    const results = await screen.findByRole("region", { name: de.fridge.resultsHeading });
    const link = await within(results).findByRole("link", { name: "Schakschuka" });
    expect(global.fetch).toHaveBeenCalledWith(fridgeIndexPath("de"));
    expect(link).toHaveAttribute("href", "/de/recipes/shakshuka/");
    expect(link).not.toHaveAttribute("hreflang");
    expect(link.querySelector("[lang]")).toBeNull();
  });

  it("keeps an untranslated recipe in English, marked English, linking its English page", async () => {
    renderGerman();
    const results = await screen.findByRole("region", { name: de.fridge.resultsHeading });
    const link = await within(results).findByRole("link", { name: "Omelette" });
    expect(link).toHaveAttribute("href", "/recipes/omelette/");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link.querySelector("span[lang='en']")).toHaveTextContent("Omelette");
  });

  it("shows no English word of the fridge section", async () => {
    const user = userEvent.setup();
    renderGerman();
    const input = await screen.findByRole("combobox", { name: de.fridge.inputLabel });
    const chosen = await screen.findByRole("group", { name: de.fridge.chosen });
    expect(within(chosen).getByRole("button", { name: "Ei entfernen" })).toBeVisible();
    expect(
      await screen.findByText("2 Rezepte verwenden mindestens eine deiner Zutaten."),
    ).toBeVisible();
    await user.click(input);
    await user.keyboard("Ei");
    expect(await screen.findByRole("option", { name: /^Ei/ })).toBeInTheDocument();

    const page = document.body;
    const shown = [
      page.textContent ?? "",
      ...[...page.querySelectorAll("[aria-label],[placeholder]")].map(
        (element) =>
          `${element.getAttribute("aria-label") ?? ""} ${element.getAttribute("placeholder") ?? ""}`,
      ),
    ].join("\n");
    const words = englishWords(en.fridge, de.fridge);
    expect(words.length).toBeGreaterThan(30);
    await waitFor(() => expect(words.filter((word) => shown.includes(word))).toEqual([]));
  });
});
