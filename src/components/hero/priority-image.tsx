import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

type PriorityImageProps = { image: IGatsbyImageData; alt: string; className?: string };

/**
 * The largest contentful paint. GatsbyImage keeps its picture hidden until a
 * script runs, so the hero is a plain, eagerly fetched <picture> instead.
 */
export const PriorityImage = ({ image, alt, className }: PriorityImageProps) => {
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="eager"
        decoding="async"
        {...{ fetchpriority: "high" }}
      />
    </picture>
  );
};
