/**
 * The first element of every query key whose answer depends on the user's chosen interests
 * (personalized videos, packages, in-class events), wherever it is shown. Saving interests
 * invalidates this prefix, so every personalized list refetches without the areas importing
 * each other.
 */
export const personalizedKeyRoot = ['personalized'] as const
