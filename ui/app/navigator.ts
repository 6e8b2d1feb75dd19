/**
 * Navigation for code outside React (machines' platform actions). The router attaches its
 * `navigate` once mounted; before that, the hash is set directly.
 */
export interface NavigateOptions {
  /** The screen left is done with (a session that ended there): Back does not lead to it again. */
  replace?: boolean;
}

type Navigate = (path: string, options?: NavigateOptions) => void;

export interface Navigator {
  navigate: Navigate;
  attach(navigate: Navigate): () => void;
}

const setHash: Navigate = (path, options) => {
  if (options?.replace) window.location.replace(`#${path}`);
  else window.location.hash = `#${path}`;
};

export function createNavigator(fallback: Navigate = setHash): Navigator {
  let current: Navigate | null = null;
  return {
    navigate: (path, options) => (current ?? fallback)(path, options),
    attach(navigate) {
      current = navigate;
      return () => {
        if (current === navigate) current = null;
      };
    },
  };
}
