import { revealDistance } from "./reveal-change";

describe("revealDistance", () => {
  const free = { freeTop: 180, freeBottom: 884 };

  it("scrolls nothing when what changed is in view", () => {
    expect(revealDistance({ ...free, shownTop: 400, shownBottom: 700 })).toBe(0);
  });

  it("scrolls what changed into view from below", () => {
    expect(revealDistance({ ...free, shownTop: 800, shownBottom: 1000 })).toBe(116);
  });

  it("stops where the top of what changed would leave the free part of the window", () => {
    expect(revealDistance({ ...free, shownTop: 400, shownBottom: 1400 })).toBe(220);
  });

  it("never scrolls up", () => {
    expect(revealDistance({ ...free, shownTop: 100, shownBottom: 1000 })).toBe(0);
  });
});
