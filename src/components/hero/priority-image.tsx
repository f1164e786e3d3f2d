import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../picture/picture";

type PriorityImageProps = { image: IGatsbyImageData; alt: string; className?: string };

/** The largest contentful paint: fetched eagerly and first, and visible before any script runs. */
export const PriorityImage = ({ image, alt, className }: PriorityImageProps) => (
  <Picture image={image} alt={alt} className={className} priority />
);
