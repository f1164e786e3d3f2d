import fc from "fast-check";
import vocabularyFile from "../../data/ingredients.json";
import type { Vocabulary } from "../ingredients/vocabulary";
import { addKeys, removeKey } from "./fridge-state";
import {
  exactKey,
  exactNames,
  exactNamesOnFirstUse,
  lastName,
  readNames,
  withoutLastName,
} from "./typed-names";

const vocabulary = vocabularyFile as Vocabulary;
const names = exactNames(vocabulary);

describe("exactKey", () => {
  it("reads a name, a plural or a synonym, in any case", () => {
    expect(exactKey("Eggs", names)).toBe("egg");
    expect(exactKey(" feta ", names)).toBe("feta");
    expect(exactKey("scallions", names)).toBe("spring-onion");
    expect(exactKey("spin", names)).toBeNull();
  });
});

describe("exactNamesOnFirstUse", () => {
  it("reads no entry until the first lookup, then answers as exactNames does", () => {
    const read = jest.fn();
    const watched = vocabulary.map((entry) =>
      Object.defineProperty({ ...entry }, "name", {
        get: () => (read(), entry.name),
        enumerable: true,
      }),
    );
    const lazy = exactNamesOnFirstUse(watched);
    expect(read).not.toHaveBeenCalled();
    for (const name of ["Eggs", " feta ", "scallions", "spin", "unicorn"]) {
      expect(exactKey(name, lazy)).toBe(exactKey(name, names));
    }
    const reads = read.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    exactKey("milk", lazy);
    expect(read.mock.calls.length).toBe(reads);
  });
});

describe("readNames", () => {
  it("adds every name of a pasted list", () => {
    expect(readNames("eggs, feta, spinach", names, true)).toEqual({
      keys: ["egg", "feta", "spinach"],
      rest: "",
    });
    expect(readNames("eggs;feta\nspinach\n", names, true).keys).toEqual(["egg", "feta", "spinach"]);
  });

  it("leaves the name still being typed, and every name it cannot read, in the field", () => {
    expect(readNames("eggs, unicorn, spi", names, false)).toEqual({
      keys: ["egg"],
      rest: "unicorn, spi",
    });
    expect(readNames("unicorn", names, true)).toEqual({ keys: [], rest: "unicorn" });
  });

  it("names each entry once", () => {
    expect(readNames("egg, eggs, EGG", names, true).keys).toEqual(["egg"]);
  });
});

describe("the field's names", () => {
  it("knows the last and what stays without it", () => {
    expect(lastName("unicorn, spi")).toBe(" spi");
    expect(withoutLastName("unicorn, spi")).toBe("unicorn");
    expect(withoutLastName("spi")).toBe("");
  });
});

const key = fc.constantFrom(...vocabulary.map((entry) => entry.key));
const nameOf = (chosen: string) => vocabulary.find((entry) => entry.key === chosen)!.name.other;

describe("whatever the order of adding and removing", () => {
  it("the chosen keys hold each key once, and the last change is what counts", () => {
    const change = fc.oneof(
      fc.record({ add: fc.array(key, { maxLength: 4 }) }),
      fc.record({ remove: key }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        let have: string[] = [];
        const model = new Set<string>();
        for (const step of changes) {
          if ("add" in step) {
            have = addKeys(have, step.add);
            step.add.forEach((added) => model.add(added));
          } else {
            have = removeKey(have, step.remove);
            model.delete(step.remove);
          }
          expect(new Set(have).size).toBe(have.length);
          expect(new Set(have)).toEqual(model);
        }
      }),
    );
  });

  it("a list of names, however separated, reads as the set of its entries", () => {
    const separator = fc.constantFrom(",", ", ", ";", "\n", " ,\t");
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 8 }), separator, (keys, between) => {
        const text = keys.map(nameOf).join(between);
        const read = readNames(text, names, true);
        expect(read.rest).toBe("");
        expect(read.keys).toEqual([...new Set(keys)]);
      }),
    );
  });
});
