import { nameShelves, nameShelvesInList, withShelfName, withStepCount } from "./shelf-names";

describe("the ingredient list's shelves", () => {
  it("names the shelf in an item's summary, not its key", () => {
    expect(withShelfName("salmon · meat-fish")).toBe("salmon · Meat and fish");
    expect(withShelfName("egg · dairy")).toBe("egg · Dairy and eggs");
    expect(withShelfName("Thai Green Curry · Elena Ruiz · 7/10")).toBeNull();
  });

  it("counts the method's steps in words", () => {
    expect(withStepCount("0 method")).toBe("No steps yet");
    expect(withStepCount("1 method")).toBe("1 step");
    expect(withStepCount("4 method")).toBe("4 steps");
    expect(withStepCount("4 ingredients")).toBeNull();
  });

  it("renames the summaries on screen, and the ones Decap draws later", async () => {
    window.history.replaceState(null, "", "#/collections/ingredients/entries/ingredients");
    document.body.innerHTML =
      "<div><span>salmon · meat-fish</span><span>rice · grains</span></div>";
    expect(nameShelves(document.body)).toBe(2);
    expect(document.body.textContent).toBe("salmon · Meat and fishrice · Bread, rice and pasta");
    const stop = nameShelvesInList();
    const later = document.createElement("span");
    later.textContent = "basil · herbs";
    document.body.append(later);
    await new Promise((resolve) => setTimeout(resolve));
    expect(later.textContent).toBe("basil · Herbs");
    stop();
  });
});
