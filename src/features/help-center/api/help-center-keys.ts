/** Query keys of the help center. */
export const helpCenterKeys = {
  all: ['help-center'] as const,
  content: () => ['help-center', 'content'] as const,
  search: (q: string) => ['help-center', 'search', q] as const,
}
