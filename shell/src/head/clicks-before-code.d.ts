export declare const CLICKS_HELD_KEY: string;
export declare function holdClicksBeforeCode(win: Window, key: string): void;
export declare function clicksHeldScript(): string;
/** The list itself: taking a button out of it takes it out of the holder's. */
export declare function heldClicks(win: Window): HTMLElement[];
