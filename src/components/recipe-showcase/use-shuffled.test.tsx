import React from "react";
import { act, render } from "@testing-library/react";
import { shuffle } from "../../recipes/shuffle";
import { useShuffled } from "./use-shuffled";

jest.mock("../../recipes/shuffle", () => ({
  shuffle: jest.fn(<T,>(items: readonly T[]) => [...items].reverse()),
}));

type ListProps = { items: readonly string[]; onDraw: (order: readonly string[]) => void };

const List = ({ items, onDraw }: ListProps) => {
  const order = useShuffled(items);
  onDraw(order);
  return <p>{order.join(", ")}</p>;
};

describe("useShuffled", () => {
  it("draws the given order first, as the server did, then the visitor's own order", async () => {
    const items = ["a", "b", "c"];
    const drawn: string[] = [];
    const { container } = await act(async () =>
      render(<List items={items} onDraw={(order) => drawn.push(order.join(""))} />),
    );
    expect(drawn[0]).toBe("abc");
    expect(container).toHaveTextContent("c, b, a");
    expect(shuffle).toHaveBeenCalledTimes(1);
  });

  it("shows new items in their given order until their own shuffle is drawn", async () => {
    const drawn: string[] = [];
    const onDraw = (order: readonly string[]) => drawn.push(order.join(""));
    const { container, rerender } = await act(async () =>
      render(<List items={["a", "b"]} onDraw={onDraw} />),
    );
    drawn.length = 0;
    await act(async () => rerender(<List items={["x", "y", "z"]} onDraw={onDraw} />));
    expect(drawn[0]).toBe("xyz");
    expect(container).toHaveTextContent("z, y, x");
  });
});
