import { BaseSequencer } from 'vitest/node';

/** Vitest's file order for the worker suite: the heaviest files (with the suites they import) first. */
export declare class HeaviestFirst extends BaseSequencer {}
