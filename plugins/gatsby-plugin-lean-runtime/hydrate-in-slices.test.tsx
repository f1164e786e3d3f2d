import React, { act, useState } from "react";
import { hydrateInSlices } from "./hydrate-in-slices";

const Counter = () => {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {`Clicked ${count} times`}
      </button>
    </div>
  );
};

const pageFromServer = () => {
  const container = document.createElement("div");
  container.id = "___gatsby";
  // As the server writes it.
  container.innerHTML = `<div id="gatsby-focus-wrapper"><button type="button">Clicked 0 times</button></div>`;
  document.body.append(container);
  return container;
};

// The modules' own export objects, which the code under test reads at each call.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ReactApi: typeof import("react") = require("react");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ReactDomClient: typeof import("react-dom/client") = require("react-dom/client");

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("hydrateInSlices", () => {
  it("adopts the server's markup without drawing it again, and makes it interactive", async () => {
    const container = pageFromServer();
    const button = container.querySelector("button");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);

    await act(async () => hydrateInSlices()(<Counter />, container));

    expect(container.querySelector("button")).toBe(button);
    expect(errors).not.toHaveBeenCalled();
    await act(async () => button?.click());
    expect(button).toHaveTextContent("Clicked 1 times");
  });

  it("starts hydration as a transition, which React renders in slices", async () => {
    const container = pageFromServer();
    let inTransition = false;
    const { startTransition } = ReactApi;
    jest.spyOn(ReactApi, "startTransition").mockImplementation((scope) =>
      startTransition(() => {
        inTransition = true;
        scope();
        inTransition = false;
      }),
    );
    const { hydrateRoot } = ReactDomClient;
    const calledInTransition: boolean[] = [];
    jest.spyOn(ReactDomClient, "hydrateRoot").mockImplementation((...args) => {
      calledInTransition.push(inTransition);
      return hydrateRoot(...args);
    });

    await act(async () => hydrateInSlices()(<Counter />, container));

    expect(calledInTransition).toEqual([true]);
  });

  it("draws a page that has no server markup", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => hydrateInSlices()(<Counter />, container));
    expect(container).toHaveTextContent("Clicked 0 times");
  });
});
