/** The two widths the shell is checked at: a small phone (below the 820 px breakpoint) and a laptop. */
export const mobile = { width: 360, height: 740 }
export const desktop = { width: 1280, height: 800 }
