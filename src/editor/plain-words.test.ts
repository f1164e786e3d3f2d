import { editorFix, sentenceOf } from "./plain-words";

const file = "data/recipes/soup.json";
const label = (_file: string, field: string) =>
  ({ author: "Author", ingredients: "Ingredients", prepTime: "Preparation time in minutes" })[
    field
  ];

describe("the build's advice in the form's words", () => {
  it("names the field to fill in and an example as typed, without the file's notation", () => {
    expect(editorFix({ file, fix: 'Add "author": "Elena Ruiz".' }, label)).toBe(
      "Fill in “Author”, e.g. Elena Ruiz.",
    );
    expect(
      editorFix({ file, fix: 'Add "ingredients": ["6 eggs", "1 can chopped tomatoes"].' }, label),
    ).toBe("Fill in “Ingredients”, e.g. 6 eggs; 1 can chopped tomatoes.");
    expect(editorFix({ file, fix: 'Write it like "prepTime": 10.' }, label)).toBe(
      "Correct “Preparation time in minutes”, e.g. 10.",
    );
  });

  it("leaves out file paths and the list of the file's fields", () => {
    expect(editorFix({ file, fix: "Add the file data/images/soup.jpg or correct the path." })).toBe(
      "Choose the photo again under “Photo”.",
    );
    expect(
      editorFix({ file, fix: 'Did you mean "author"? Allowed fields: recipeName, author.' }),
    ).toBe('Did you mean "author"?');
    const sentence = sentenceOf(
      {
        file,
        name: "Soup",
        field: "author",
        message: "is missing",
        fix: 'Add "author": "Elena Ruiz".',
      },
      label,
    );
    expect(sentence).toBe("“Soup”, Author: is missing. Fill in “Author”, e.g. Elena Ruiz.");
    expect(sentence).not.toMatch(/[{}[\]]|data\/|"\w+":/);
  });
});
