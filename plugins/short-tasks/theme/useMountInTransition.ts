import {startTransition, useEffect, useState} from 'react';

/**
 * False on the first render (so the server markup and the hydrating render agree), then true through a transition:
 * React renders what the caller mounts then in slices that yield, rather than in one blocking update.
 */
export default function useMountInTransition(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
}
