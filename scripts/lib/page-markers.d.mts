export declare const SKELETON_CARD_SELECTOR: string;
