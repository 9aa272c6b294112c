import { createContext, useContext } from 'react';

/** True inside the signed-in layout, which already shows the signed-in header. */
export const SignedInShellContext = createContext(false);

export function useInSignedInShell(): boolean {
  return useContext(SignedInShellContext);
}
