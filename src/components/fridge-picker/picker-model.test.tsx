import React, { useState } from "react";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import fc from "fast-check";
import vocabularyFile from "../../../data/ingredients.json";
import { haveFromSearch, readStoredFridge } from "../../fridge/fridge-state";
import { suggestIngredients } from "../../fridge/suggest";
import type { Vocabulary } from "../../ingredients/vocabulary";
import { ChosenIngredients, PickerCombobox } from "./picker-panel";
import { useFridge } from "./use-fridge";
import { en } from "../../i18n/dictionaries";

const CHOSEN_LABEL = en.fridge.chosen;
const CLEAR_LABEL = en.fridge.clear;
const INPUT_LABEL = en.fridge.inputLabel;

/*
 * The picker's state driven through its own combobox and chips by random, seeded sequences of
 * what a visitor does (fast-check prints the seed and the shortest failing sequence). After every
 * step, once the address and storage have been written (after the paint), the chips, the address
 * and storage agree with a model of the fridge and hold no key twice, and the history has as many
 * entries as when the page was opened: a change replaces the address, so Back leaves the page.
 */

const vocabulary = vocabularyFile as Vocabulary;
const KEYS = vocabulary.map((entry) => entry.key);
const entryOf = (key: string) => vocabulary.find((entry) => entry.key === key)!;
const QUICK = ["egg", "feta", "spinach", "tomato"];

const Harness = () => {
  const fridge = useFridge();
  const [, say] = useState("");
  return (
    <>
      <PickerCombobox fridge={fridge} typed="" focus={false} entered={false} say={say} />
      <ChosenIngredients fridge={fridge} empty={null} say={say} />
      {QUICK.map((key) => (
        <button key={key} type="button" data-quick={key} onClick={() => fridge.toggle(key)}>
          {`quick ${key}`}
        </button>
      ))}
    </>
  );
};

type Model = { have: string[] };
type Real = { user: UserEvent; entries: number };

const shown = (model: Model) => model.have;
const change = (model: Model, have: string[]) => {
  model.have = have;
};
const PAGE = "/recipes";
const BEFORE = "/before";
const withAdded = (have: string[], keys: string[]) => [...new Set([...have, ...keys])];

const chips = () => {
  const group = screen.queryByRole("group", { name: CHOSEN_LABEL });
  return group
    ? within(group)
        .getAllByRole("button", { name: /^Remove / })
        .map((button) => button.getAttribute("aria-label")!.replace(/^Remove /, ""))
    : [];
};
const input = () => screen.getByRole("combobox", { name: INPUT_LABEL }) as HTMLInputElement;

const settled = async (model: Model, real: Real) => {
  const names = shown(model).map((key) => entryOf(key).name.one);
  await waitFor(() => {
    expect(chips()).toEqual(names);
    expect(haveFromSearch(window.location.search) ?? []).toEqual(shown(model));
    expect(readStoredFridge(window.localStorage).have).toEqual(shown(model));
  });
  expect(window.location.pathname).toBe(PAGE);
  expect(window.history.length).toBe(real.entries);
  const everywhere = [chips(), haveFromSearch(window.location.search) ?? []];
  everywhere.forEach((list) => expect(new Set(list).size).toBe(list.length));
};

/** Starts from an empty field, as a visitor who clears it first. */
const emptyField = async (user: UserEvent) => {
  await user.click(input());
  if (input().value !== "") await user.keyboard("{Escape}{Escape}");
};

type Step = fc.AsyncCommand<Model, Real>;

const step = (
  name: string,
  act: (real: Real) => Promise<void>,
  expect: (model: Model) => void,
  when: (model: Model) => boolean = () => true,
): Step => ({
  check: when,
  run: async (model, real) => {
    await act(real);
    expect(model);
    await settled(model, real);
  },
  toString: () => name,
});

const word = (key: string, form: number) => {
  const entry = entryOf(key);
  const words = [entry.name.one, entry.name.other, ...(entry.synonyms ?? [])];
  return words[form % words.length]!;
};

const steps = [
  // A name, a plural or a synonym, then Enter.
  fc.tuple(fc.constantFrom(...KEYS), fc.nat()).map(([key, form]) =>
    step(
      `type "${word(key, form)}" and Enter`,
      async ({ user }) => {
        await emptyField(user);
        await user.keyboard(`${word(key, form)}{Enter}`);
      },
      (model) => change(model, withAdded(shown(model), [key])),
    ),
  ),
  // The start of a name: Enter takes the first suggestion.
  fc.tuple(fc.constantFrom(...KEYS), fc.integer({ min: 1, max: 3 })).map(([key, length]) => {
    const start = entryOf(key).name.one.slice(0, length);
    return step(
      `type "${start}" and Enter`,
      async ({ user }) => {
        await emptyField(user);
        await user.keyboard(`${start}{Enter}`);
      },
      (model) => {
        const first = suggestIngredients(start, vocabulary, new Set())[0];
        if (first) change(model, withAdded(shown(model), [first.key]));
      },
    );
  }),
  // A list, pasted or typed with commas.
  fc
    .tuple(fc.array(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([keys, paste]) => {
      const text = keys.map((key) => entryOf(key).name.other).join(", ");
      return step(
        `${paste ? "paste" : "type"} "${text}"`,
        async ({ user }) => {
          await emptyField(user);
          if (paste) await user.paste(text);
          else await user.keyboard(`${text}{Enter}`);
        },
        // Each name a change of its own when typed; one change when a list is pasted, none
        // when one name is (it waits in the field for Enter, as if typed).
        (model) => {
          if (paste && keys.length > 1) change(model, withAdded(shown(model), keys));
          else if (paste) return;
          else keys.forEach((key) => change(model, withAdded(shown(model), [key])));
        },
      );
    }),
  fc.constant(
    step(
      "Backspace in the empty field",
      async ({ user }) => {
        await emptyField(user);
        await user.keyboard("{Backspace}");
      },
      (model) => change(model, shown(model).slice(0, -1)),
    ),
  ),
  fc.nat().map((place) =>
    step(
      `remove chip ${place}`,
      async ({ user }) => {
        const buttons = screen.getAllByRole("button", { name: /^Remove / });
        await user.click(buttons[place % buttons.length]!);
      },
      (model) => {
        const have = shown(model);
        const gone = have[place % have.length];
        change(
          model,
          have.filter((key) => key !== gone),
        );
      },
      (model) => shown(model).length > 0,
    ),
  ),
  fc.constant(
    step(
      "Clear all",
      async ({ user }) => {
        await user.click(screen.getByRole("button", { name: CLEAR_LABEL }));
      },
      (model) => change(model, []),
      (model) => shown(model).length > 0,
    ),
  ),
  fc.constantFrom(...QUICK).map((key) =>
    step(
      `tap quick ${key}`,
      async ({ user }) => {
        await user.click(screen.getByRole("button", { name: `quick ${key}` }));
      },
      (model) => {
        const have = shown(model);
        change(model, have.includes(key) ? have.filter((k) => k !== key) : [...have, key]);
      },
    ),
  ),
  // Back leaves the page, as the router then unmounts it; Forward comes back to it as it was.
  fc.constant(
    step(
      "Back, then Forward",
      async () => {
        const left = readStoredFridge(window.localStorage).have;
        act(() => window.history.back());
        await waitFor(() => expect(window.location.pathname).toBe(BEFORE));
        // Leaving empties nothing: the fridge stays stored for the next visit.
        // Once what a change does after the paint would have run.
        await act(
          () =>
            new Promise((done) =>
              window.requestAnimationFrame(() => window.setTimeout(() => window.setTimeout(done))),
            ),
        );
        expect(readStoredFridge(window.localStorage).have).toEqual(left);
        cleanup();
        act(() => window.history.forward());
        await waitFor(() => expect(window.location.pathname).toBe(PAGE));
        render(<Harness />);
      },
      () => undefined,
    ),
  ),
  fc.constant(
    step(
      "reload",
      async () => {
        cleanup();
        render(<Harness />);
      },
      () => undefined,
    ),
  ),
];

describe("the fridge picker, driven in random orders", () => {
  it("keeps chips, address and storage as one set, with no history entry per change", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(steps, { maxCommands: 12 }), async (commands) => {
        window.localStorage.clear();
        window.history.pushState(null, "", BEFORE);
        window.history.pushState(null, "", PAGE);
        render(<Harness />);
        const real = { user: userEvent.setup(), entries: window.history.length };
        const model: Model = { have: [] };
        try {
          await fc.asyncModelRun(() => ({ model, real }), commands);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
