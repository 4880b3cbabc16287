import { useSyncExternalStore } from 'react';

let canDraw: boolean | undefined;

/**
 * Whether this browser can draw the maps: the map library needs WebGL2, which a browser may lack or
 * have turned off. Asked once, before the map library loads, so a browser without it never fetches it.
 */
export function canDrawMaps(): boolean {
  if (canDraw === undefined) {
    try {
      const context = document.createElement('canvas').getContext('webgl2');
      canDraw = context !== null;
      // The probe's context is not needed again: free it rather than hold one of the few a page may have.
      context?.getExtension('WEBGL_lose_context')?.loseContext();
    } catch {
      canDraw = false;
    }
  }
  return canDraw;
}

const neverChanges = () => () => undefined;

/**
 * `canDrawMaps` for rendering: null where it cannot be known, on the server and while the app takes
 * over the page the server drew, then the browser's answer.
 */
export function useCanDrawMaps(): boolean | null {
  return useSyncExternalStore(neverChanges, canDrawMaps, () => null);
}
