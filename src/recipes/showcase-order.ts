/** The recipes in the order the showcase list names their addresses; others are left out. */
export const inShowcaseOrder = <T extends { readonly slug: string }>(
  nodes: readonly T[],
  showcase: readonly string[],
): T[] => {
  const bySlug = new Map(nodes.map((node) => [node.slug, node]));
  return showcase.flatMap((slug) => {
    const node = bySlug.get(slug);
    return node ? [node] : [];
  });
};
