import {
  NEW_ENTRY_MARK,
  NEW_ENTRY_STATUS,
  SITE_LINK_FALLBACK,
  isNewEntryAddress,
  keepToolbarWords,
  nameToolbar,
} from "./toolbar-words";

/** Decap's top bar of an entry, as far as these words go, with its emotion class names. */
const toolbar = () => {
  document.body.innerHTML = `
    <div class="css-1-ToolbarContainer">
      <a class="css-2-ToolbarSectionBackLink" href="#/collections/recipes">
        <div class="css-3-BackArrow">←</div>
        <div><div class="css-4-BackCollection">Back to Recipes</div>
        <div class="css-5-BackStatus-BackStatusUnchanged">Changes saved</div></div>
      </a>
      <div class="css-6-ToolbarSectionMeta">
        <a class="css-7-AppHeaderLink-AppHeaderSiteLink" href="/" target="_blank">/</a>
      </div>
    </div>`;
  return {
    link: document.querySelector("a[target]")!,
    status: document.querySelector("[class*='BackStatus']")!,
  };
};

describe("the words of Decap's top bars", () => {
  it("names the site link after the site, or “View site” for a site without a name", () => {
    const { link } = toolbar();
    expect(nameToolbar(document.body, "Pantry Chef", "#/collections/recipes")).toBe(1);
    expect(link.textContent).toBe("Pantry Chef");
    expect(link.getAttribute("href")).toBe("/");
    expect(nameToolbar(document.body, "Pantry Chef", "#/collections/recipes")).toBe(0);
    nameToolbar(document.body, " ", "#/collections/recipes");
    expect(link.textContent).toBe(SITE_LINK_FALLBACK);
  });

  it("says a new entry nothing is written in is not published yet, and Decap's words after", () => {
    const { status } = toolbar();
    nameToolbar(document.body, "Pantry Chef", "#/collections/recipes/new");
    expect(status.textContent).toBe(NEW_ENTRY_STATUS);
    expect(status.hasAttribute(NEW_ENTRY_MARK)).toBe(true);
    // Published, the entry has its own address, and its changes are saved.
    nameToolbar(document.body, "Pantry Chef", "#/collections/recipes/entries/halloumi-traybake");
    expect(status.textContent).toBe("Changes saved");
    expect(status.hasAttribute(NEW_ENTRY_MARK)).toBe(false);
    // An entry opened from the list is left as Decap says it.
    toolbar();
    nameToolbar(document.body, "Pantry Chef", "#/collections/recipes/entries/shakshuka");
    expect(document.querySelector("[class*='BackStatus']")?.textContent).toBe("Changes saved");
  });

  it("knows a new entry's address", () => {
    expect(isNewEntryAddress("#/collections/recipes/new")).toBe(true);
    expect(isNewEntryAddress("#/collections/recipes/new?title=x")).toBe(true);
    expect(isNewEntryAddress("#/collections/recipes/entries/new")).toBe(false);
    expect(isNewEntryAddress("#/collections/recipes")).toBe(false);
  });

  it("keeps the words as Decap draws its top bar again", async () => {
    window.location.hash = "#/collections/recipes/new";
    toolbar();
    const stop = keepToolbarWords("Pantry Chef");
    await Promise.resolve();
    expect(document.querySelector("a[target]")?.textContent).toBe("Pantry Chef");
    toolbar();
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.querySelector("a[target]")?.textContent).toBe("Pantry Chef");
    expect(document.querySelector("[class*='BackStatus']")?.textContent).toBe(NEW_ENTRY_STATUS);
    stop();
    window.location.hash = "";
  });
});
