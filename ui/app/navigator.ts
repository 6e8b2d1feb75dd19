/**
 * Navigation for code outside React (machines' platform actions). The router attaches its
 * `navigate` once mounted; before that, the hash is set directly.
 */
export interface Navigator {
  navigate(path: string): void;
  attach(navigate: (path: string) => void): () => void;
}

export function createNavigator(fallback: (path: string) => void = (path) => (window.location.hash = `#${path}`)): Navigator {
  let current: ((path: string) => void) | null = null;
  return {
    navigate: (path) => (current ?? fallback)(path),
    attach(navigate) {
      current = navigate;
      return () => {
        if (current === navigate) current = null;
      };
    },
  };
}
