import React from "react";
import { act, render, screen } from "@testing-library/react";
import { INTEREST_EVENTS, useCookTools, type CookTools } from "./use-cook-tools";

// React's own export object, which the hook reads at each call.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ReactApi: typeof import("react") = require("react");

const tools = { CookMethod: () => <p>tools</p> } as unknown as CookTools;

/** An idle moment the test decides when to reach. */
const controlledIdle = () => {
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { idle: () => reached, reach: () => act(async () => reach()) };
};

type ProbeProps = { wanted: boolean; load: () => Promise<CookTools>; idle: () => Promise<void> };
const Probe = ({ wanted, load, idle }: ProbeProps) => (
  <p>{useCookTools(wanted, load, idle) ? "loaded" : "waiting"}</p>
);

afterEach(() => jest.restoreAllMocks());

describe("useCookTools", () => {
  it("fetches nothing before the page is idle, then the tools without any touch", async () => {
    const load = jest.fn(() => Promise.resolve(tools));
    const { idle, reach } = controlledIdle();
    render(<Probe wanted load={load} idle={idle} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText("waiting")).toBeInTheDocument();
    await reach();
    expect(await screen.findByText("loaded")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("draws the tools as a transition, which React renders in slices a tap can interrupt", async () => {
    const { startTransition } = ReactApi;
    const scopes: string[] = [];
    jest.spyOn(ReactApi, "startTransition").mockImplementation((scope) => {
      scopes.push(screen.queryByText("loaded") ? "after" : "before");
      startTransition(scope);
    });
    const { idle, reach } = controlledIdle();
    render(<Probe wanted load={() => Promise.resolve(tools)} idle={idle} />);
    expect(scopes).toEqual([]);
    await reach();
    expect(await screen.findByText("loaded")).toBeInTheDocument();
    expect(scopes).toEqual(["before"]);
  });

  it.each(INTEREST_EVENTS)(
    "fetches the tools once on a %s that comes before idle, and not again when idle",
    async (name) => {
      const load = jest.fn(() => Promise.resolve(tools));
      const { idle, reach } = controlledIdle();
      render(<Probe wanted load={load} idle={idle} />);
      await act(async () => {
        window.dispatchEvent(new Event(name));
        window.dispatchEvent(new Event(name));
      });
      expect(await screen.findByText("loaded")).toBeInTheDocument();
      await reach();
      expect(load).toHaveBeenCalledTimes(1);
    },
  );

  it("never fetches them for a recipe with nothing to cook, and survives a failed fetch", async () => {
    const unwanted = jest.fn(() => Promise.resolve(tools));
    const failing = jest.fn(() => Promise.reject(new Error("ChunkLoadError")));
    const { idle, reach } = controlledIdle();
    render(
      <>
        <Probe wanted={false} load={unwanted} idle={idle} />
        <Probe wanted load={failing} idle={idle} />
      </>,
    );
    await reach();
    await act(async () => {
      window.dispatchEvent(new Event("keydown"));
    });
    expect(unwanted).not.toHaveBeenCalled();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText("waiting")).toHaveLength(2);
  });
});
