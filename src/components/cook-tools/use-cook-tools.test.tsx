import React from "react";
import { act, render, screen } from "@testing-library/react";
import { SERVES_PARAM } from "../../recipes/scaling/servings";
import { INTEREST_EVENTS, useCookTools, type CookTools } from "./use-cook-tools";

const tools = { CookMethod: () => <p>tools</p> } as unknown as CookTools;

type ProbeProps = { wanted: boolean; load: () => Promise<CookTools> };
const Probe = ({ wanted, load }: ProbeProps) => (
  <p>{useCookTools(wanted, load) ? "loaded" : "waiting"}</p>
);

beforeEach(() => window.history.replaceState(null, "", "/recipes/shakshuka"));

describe("useCookTools", () => {
  it("fetches nothing while the page is only looked at", async () => {
    const load = jest.fn(() => Promise.resolve(tools));
    render(<Probe wanted load={load} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText("waiting")).toBeInTheDocument();
  });

  it.each(INTEREST_EVENTS)("fetches the tools once on the first %s", async (name) => {
    const load = jest.fn(() => Promise.resolve(tools));
    render(<Probe wanted load={load} />);
    await act(async () => {
      window.dispatchEvent(new Event(name));
      window.dispatchEvent(new Event(name));
    });
    expect(await screen.findByText("loaded")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches them when idle for an address with chosen servings", async () => {
    window.history.replaceState(null, "", `/recipes/shakshuka?${SERVES_PARAM}=6`);
    const load = jest.fn(() => Promise.resolve(tools));
    render(<Probe wanted load={load} />);
    expect(await screen.findByText("loaded")).toBeInTheDocument();
  });

  it("never fetches them for a recipe with nothing to cook, and survives a failed fetch", async () => {
    const unwanted = jest.fn(() => Promise.resolve(tools));
    const failing = jest.fn(() => Promise.reject(new Error("ChunkLoadError")));
    render(
      <>
        <Probe wanted={false} load={unwanted} />
        <Probe wanted load={failing} />
      </>,
    );
    await act(async () => {
      window.dispatchEvent(new Event("keydown"));
    });
    expect(unwanted).not.toHaveBeenCalled();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText("waiting")).toHaveLength(2);
  });
});
