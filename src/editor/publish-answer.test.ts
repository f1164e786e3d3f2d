import { answerPublish, fieldProblems, mountNotice, refusedText } from "./publish-answer";

/** Decap's form as it draws it: fields by their component's class name, errors above them. */
const form = (errors: Record<string, string[]>) => {
  document.body.innerHTML = `
    <div role="menu"><div role="menuitem">Publish now</div><div role="menuitem">Duplicate</div></div>
    <div class="css-1-ControlPaneContainer">
      ${Object.entries(errors)
        .map(
          ([label, messages]) => `
        <div class="css-2-ControlContainer">
          <label>${label} (optional)</label>
          <ul class="css-3-ControlErrorsList">${messages.map((message) => `<li>${message}</li>`).join("")}</ul>
          <input id="${label}" />
        </div>`,
        )
        .join("")}
    </div>`;
};

const settle = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe("a Publish Decap refuses for a field's error", () => {
  beforeEach(() => {
    // eslint-disable-next-line no-restricted-syntax -- jsdom has no scrollIntoView to spy on
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("brings the first marked field into view, focuses it, and says so until closed", async () => {
    form({ Description: [], Ingredients: ["Names no ingredient the site knows (see below)."] });
    const notice = mountNotice();
    answerPublish(notice);
    document.querySelector<HTMLElement>('[role="menuitem"]')!.click();
    await settle();
    const alert = document.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.hidden).toBe(false);
    expect(alert.textContent).toContain(
      "Not published: “Ingredients” needs attention. Names no ingredient the site knows (see below). Nothing was saved.",
    );
    expect(document.activeElement).toBe(document.getElementById("Ingredients"));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    // It stays until the editor closes it, or goes to publish again.
    await settle();
    expect(alert.hidden).toBe(false);
    alert.querySelector("button")!.click();
    expect(alert.hidden).toBe(true);
    notice.show("Not published: again.");
    const publish = document.createElement("button");
    publish.textContent = "Publish";
    document.body.append(publish);
    publish.click();
    expect(alert.hidden).toBe(true);
  });

  it("says nothing when no field is marked, nor for other menu items", async () => {
    form({ Description: [] });
    const notice = mountNotice();
    answerPublish(notice);
    document.querySelector<HTMLElement>('[role="menuitem"]')!.click();
    await settle();
    expect((document.querySelector('[role="alert"]') as HTMLElement).hidden).toBe(true);
    form({ Author: ["Write 1 to 40 characters"] });
    const other = mountNotice();
    answerPublish(other);
    document.querySelectorAll<HTMLElement>('[role="menuitem"]')[1]!.click();
    await settle();
    expect((document.querySelector('[role="alert"]') as HTMLElement).hidden).toBe(true);
  });

  it("counts the fields marked, a list and its item as one", () => {
    form({ Author: ["Write 1 to 40 characters"], Slug: ["Use lowercase letters"] });
    const problem = fieldProblems();
    expect(problem).toMatchObject({ label: "Author", count: 2 });
    expect(refusedText(problem!)).toBe(
      "Not published: “Author” needs attention. Write 1 to 40 characters. 1 more field needs attention too. Nothing was saved.",
    );
  });
});
