import { inShowcaseOrder } from "./showcase-order";

describe("inShowcaseOrder", () => {
  it("follows the list, not the order the nodes came in", () => {
    const nodes = [{ slug: "a" }, { slug: "b" }, { slug: "c" }];
    expect(inShowcaseOrder(nodes, ["c", "a"]).map(({ slug }) => slug)).toEqual(["c", "a"]);
  });

  it("leaves out a name no node has", () => {
    expect(inShowcaseOrder([{ slug: "a" }], ["gone", "a"])).toEqual([{ slug: "a" }]);
  });
});
