// Where the board dialog may sit: the part of the page the reader sees. A modal <dialog> is
// fixed to the layout viewport, which a phone's browser widens to the page's width when the
// page is wider than the screen (at 390 px the lab is): centred there, the dialog opened
// beside the screen. Insetting its fixed box to the visual viewport (what is on screen)
// centres it there instead; with nothing wider than the screen the inset is 0 all round.

export interface Viewport {
  /** The layout viewport (window.innerWidth/innerHeight), which fixed boxes are placed in. */
  layout: { width: number; height: number };
  /** The visual viewport: its size and where it sits in the layout viewport. */
  visual: { offsetLeft: number; offsetTop: number; width: number; height: number };
}

export interface Frame {
  top: number;
  right: number;
  bottom: number;
  left: number;
  /** The most the dialog may take of the visible width and height (94 %, as at 1280×720). */
  maxWidth: number;
  maxHeight: number;
}

/** The dialog's inset (px) in the layout viewport, so it centres on what is on screen. */
export function dialogFrame({ layout, visual }: Viewport): Frame {
  const left = Math.max(0, visual.offsetLeft);
  const top = Math.max(0, visual.offsetTop);
  return {
    top,
    left,
    right: Math.max(0, layout.width - left - visual.width),
    bottom: Math.max(0, layout.height - top - visual.height),
    maxWidth: Math.floor(visual.width * 0.94),
    maxHeight: Math.floor(visual.height * 0.94),
  };
}
