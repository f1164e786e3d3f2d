import React from "react";
import { act, render } from "@testing-library/react";
import { shuffle } from "../../recipes/shuffle";
import { useShuffled } from "./use-shuffled";

jest.mock("../../recipes/shuffle", () => ({
  shuffle: jest.fn(<T,>(items: readonly T[]) => [...items].reverse()),
}));

type ListProps = { items: readonly string[]; onDraw: (drawn: string) => void };

const List = ({ items, onDraw }: ListProps) => {
  const { order, shuffled } = useShuffled(items);
  onDraw(`${order.join("")}${shuffled ? " shuffled" : ""}`);
  return <p>{order.join(", ")}</p>;
};

describe("useShuffled", () => {
  it("draws the given order first, as the server did, then the visitor's own order", async () => {
    const items = ["a", "b", "c"];
    const drawn: string[] = [];
    const { container } = await act(async () =>
      render(<List items={items} onDraw={(order) => drawn.push(order)} />),
    );
    expect(drawn[0]).toBe("abc");
    expect(drawn.at(-1)).toBe("cba shuffled");
    expect(container).toHaveTextContent("c, b, a");
    expect(shuffle).toHaveBeenCalledTimes(1);
  });

  it("shows new items in their given order until their own shuffle is drawn", async () => {
    const drawn: string[] = [];
    const onDraw = (order: string) => drawn.push(order);
    const { container, rerender } = await act(async () =>
      render(<List items={["a", "b"]} onDraw={onDraw} />),
    );
    drawn.length = 0;
    await act(async () => rerender(<List items={["x", "y", "z"]} onDraw={onDraw} />));
    expect(drawn[0]).toBe("xyz");
    expect(drawn.at(-1)).toBe("zyx shuffled");
    expect(container).toHaveTextContent("z, y, x");
  });
});
