import type { Repository, Snapshot } from "./repository";

type Following = {
  setState: (update: { snapshot: Snapshot }) => void;
  stopFollowing?: () => void;
};

/**
 * The lifecycle of a field or preview that shows the repository as it is: it starts from the last
 * read, reads once more, and follows every later read or write until it goes.
 */
export const following = (repository: Repository) => ({
  componentDidMount(this: unknown) {
    const self = this as Following;
    self.stopFollowing = repository.onChange((snapshot) => self.setState({ snapshot }));
    repository.snapshot().then(
      (snapshot) => self.setState({ snapshot }),
      () => undefined,
    );
  },
  componentWillUnmount(this: unknown) {
    (this as Following).stopFollowing?.();
  },
});
