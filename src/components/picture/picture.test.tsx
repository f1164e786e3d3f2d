import React from "react";
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./picture";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 288,
  height: 216,
  backgroundColor: "#d8b48a",
  images: {
    fallback: { src: "/a-288.jpg", srcSet: "/a-288.jpg 288w, /a-576.jpg 576w", sizes: "288px" },
    sources: [{ type: "image/avif", srcSet: "/a-288.avif 288w", sizes: "288px" }],
  },
};

describe("Picture", () => {
  it("offers every optimised source and a sized, visible fallback without any script", () => {
    const { container } = render(<Picture image={image} alt="A dish" />);
    expect(container.querySelector("source")).toHaveAttribute("type", "image/avif");
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", "/a-288.jpg");
    expect(img).toHaveAttribute("srcset", "/a-288.jpg 288w, /a-576.jpg 576w");
    expect(img).toHaveAttribute("width", "288");
    expect(img).toHaveAttribute("height", "216");
    expect(img).toHaveAttribute("alt", "A dish");
    expect(img).not.toHaveAttribute("style");
    expect(container.querySelector("picture")).toHaveStyle({ backgroundColor: "#d8b48a" });
  });

  it("loads lazily unless it is the priority image", () => {
    const { container, rerender } = render(<Picture image={image} alt="" />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
    expect(container.querySelector("img")).not.toHaveAttribute("fetchpriority");
    rerender(<Picture image={image} alt="" priority />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "eager");
    expect(container.querySelector("img")).toHaveAttribute("fetchpriority", "high");
  });

  it("tells the browser where the layout draws it, for every source", () => {
    const { container, rerender } = render(<Picture image={image} alt="" />);
    expect(container.querySelector("img")).toHaveAttribute("sizes", "288px");
    rerender(<Picture image={image} alt="" sizes="(max-width: 40rem) 240px, 288px" />);
    for (const element of container.querySelectorAll("img, source")) {
      expect(element).toHaveAttribute("sizes", "(max-width: 40rem) 240px, 288px");
    }
  });
});
