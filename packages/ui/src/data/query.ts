/**
 * The data-fetching library, as one instance for the whole page: shell and
 * remotes import these from '@plotwise/ui' (never from @tanstack/react-query),
 * so the shell's QueryClient is the one every remote reads, and the page
 * downloads only the part of the library the site uses (a shared package is
 * not tree-shaken; this one, inside @plotwise/ui, is).
 */
export { QueryClient, QueryClientProvider, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { QueryFunctionContext, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
