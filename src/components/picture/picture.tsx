import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

type PictureProps = {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** Where the layout draws the image; Sharp's own guess is its largest width. */
  sizes?: string;
  priority?: boolean;
};

/**
 * Sharp's optimised sources as a plain <picture>. GatsbyImage hides its image until a script
 * runs and fetches react-dom/server on every page that uses it; the browser's own lazy loading
 * needs neither.
 */
export const Picture = ({ image, alt, className, sizes, priority = false }: PictureProps) => {
  const { fallback, sources = [] } = image.images;
  return (
    <picture
      className={className}
      style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
    >
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
};
