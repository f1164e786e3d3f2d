import { render } from "@testing-library/react";
import { SpriteArt, SPRITE_ART, type SpriteArtName } from "./sprite-art";
import { SvgSprite } from "./svg-sprite";

const names = Object.keys(SPRITE_ART) as SpriteArtName[];

describe("SvgSprite", () => {
  it.each(names)("defines %s once, with the viewBox its users draw it in", (name) => {
    const { container } = render(<SvgSprite />);
    const { id, viewBox } = SPRITE_ART[name];
    const symbols = container.querySelectorAll(`symbol#${id}`);
    expect(symbols).toHaveLength(1);
    expect(symbols[0]).toHaveAttribute("viewBox", viewBox);
    expect(symbols[0]?.childElementCount).toBeGreaterThan(0);
  });

  it("is hidden from assistive technology and takes no room", () => {
    const { container } = render(<SvgSprite />);
    const sprite = container.firstElementChild;
    expect(sprite).toHaveAttribute("aria-hidden", "true");
    expect(sprite).toHaveAttribute("width", "0");
    expect(sprite).toHaveAttribute("height", "0");
    expect(sprite).not.toHaveStyle({ display: "none" });
  });

  it("resolves every internal url(#…) reference inside the sprite", () => {
    const { container } = render(<SvgSprite />);
    const references = [...container.querySelectorAll("[clip-path]")].map(
      (element) => /url\(#([^)]+)\)/.exec(element.getAttribute("clip-path") ?? "")?.[1],
    );
    expect(references.length).toBeGreaterThan(0);
    for (const id of references) expect(container.querySelector(`#${id}`)).not.toBeNull();
  });
});

describe("SpriteArt", () => {
  it.each(names)("draws %s by reference, decoratively", (name) => {
    const { container } = render(<SpriteArt name={name} className="art" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("viewBox", SPRITE_ART[name].viewBox);
    expect(svg).toHaveClass("art");
    expect(svg?.querySelector("use")).toHaveAttribute("href", `#${SPRITE_ART[name].id}`);
  });
});
