// @ts-check
const React = require("react");
const plugin = jest.requireActual("gatsby-plugin-image");

/**
 * @param {{ alt?: string, image?: import("gatsby-plugin-image").IGatsbyImageData, src?: string, className?: string }} props
 */
const Img = ({ alt, image, src, className }) =>
  React.createElement("img", {
    alt,
    className,
    src: src ?? image?.images?.fallback?.src ?? "test-image-stub",
  });

module.exports = {
  ...plugin,
  GatsbyImage: jest.fn().mockImplementation(Img),
  StaticImage: jest.fn().mockImplementation(Img),
};
