import React from "react";
import { render } from "@testing-library/react";
import { useLoopCopies } from "./use-loop-copies";

type RowProps = { items: string[]; ready?: boolean };

const Row = ({ items, ready }: RowProps) => {
  const trackRef = useLoopCopies<HTMLDivElement>(items, ready);
  return (
    <div ref={trackRef} data-testid="track">
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ul aria-hidden="true" />
      <ul aria-hidden="true" />
    </div>
  );
};

const listTexts = (track: HTMLElement) =>
  Array.from(track.querySelectorAll("ul"), (list) =>
    Array.from(list.querySelectorAll("li"), (item) => item.textContent),
  );

describe("useLoopCopies", () => {
  it("fills every copy with the first list's items once the page runs, then lets the row move", () => {
    const { getByTestId } = render(<Row items={["Shakshuka", "Caprese salad"]} />);
    const track = getByTestId("track");
    expect(listTexts(track)).toEqual([
      ["Shakshuka", "Caprese salad"],
      ["Shakshuka", "Caprese salad"],
      ["Shakshuka", "Caprese salad"],
    ]);
    expect(track).toHaveAttribute("data-looped");
  });

  it("keeps the copies in step when the row's content changes", () => {
    const { getByTestId, rerender } = render(<Row items={["Shakshuka", "Caprese salad"]} />);
    rerender(<Row items={["Caprese salad", "Shakshuka", "Beef tacos"]} />);
    const lists = listTexts(getByTestId("track"));
    expect(lists).toHaveLength(3);
    for (const list of lists) expect(list).toEqual(["Caprese salad", "Shakshuka", "Beef tacos"]);
  });

  it("leaves the copies empty and the row still until its content is ready, then fills them once", () => {
    const { getByTestId, rerender } = render(
      <Row items={["Shakshuka", "Caprese salad"]} ready={false} />,
    );
    const track = getByTestId("track");
    expect(listTexts(track)).toEqual([["Shakshuka", "Caprese salad"], [], []]);
    expect(track).not.toHaveAttribute("data-looped");
    rerender(<Row items={["Caprese salad", "Shakshuka"]} ready />);
    for (const list of listTexts(track)) expect(list).toEqual(["Caprese salad", "Shakshuka"]);
    expect(track).toHaveAttribute("data-looped");
  });
});
