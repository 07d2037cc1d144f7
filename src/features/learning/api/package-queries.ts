import {
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { LearningListQuery } from "@/contract/learning-common";
import { packagesApi } from "@/contract/learning-package";
import { ApiError } from "@/lib/api/api-error";
import { callApi } from "@/lib/api/client";
import { problemTypes } from "@/shared/wire";
import { paginatedQuery } from "@/lib/query/paginated-query";
import { learningKeys } from "./learning-keys";
import { withPendingMaterials } from "./pending-progress";

export const packageQueries = {
  list: (query: LearningListQuery) =>
    paginatedQuery({
      queryKey: learningKeys.packages.list(query),
      endpoint: packagesApi.list,
      query,
      staleTime: 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: learningKeys.packages.detail(id),
      queryFn: ({ signal }) =>
        callApi(packagesApi.detail, { params: { id }, signal }),
      staleTime: 30_000,
      meta: { persist: true },
    }),
  /**
   * The id of the package a plain slug names: the list asked for that slug. None is a 404 like the
   * detail's, so the page says the package is not there and offers no retry.
   */
  idOfSlug: (slug: string) =>
    queryOptions({
      queryKey: learningKeys.packages.bySlug(slug),
      queryFn: async ({ signal }) => {
        const found = (
          await callApi(packagesApi.list, { query: { slug, limit: 1 }, signal })
        ).data[0];
        if (!found)
          throw new ApiError(404, {
            type: problemTypes.notFound,
            title: "Tidak ditemukan",
            status: 404,
            detail: "",
            errors: [],
          });
        return found.id;
      },
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
  /** The materials with the user's progress, including writes still waiting in the outbox. */
  contents: (id: number) =>
    queryOptions({
      queryKey: learningKeys.packages.contents(id),
      queryFn: async ({ signal }) => {
        const answer = await callApi(packagesApi.contents, {
          params: { id },
          query: {},
          signal,
        });
        return { ...answer, data: await withPendingMaterials(answer.data) };
      },
      staleTime: 30_000,
      meta: { persist: true },
    }),
};

/** Enrolment is online (it answers with the enrolment); the detail and contents are read again after it. */
export function useEnrol(packageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(packagesApi.register, { params: { id: packageId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: learningKeys.packages.detail(packageId),
        }),
        queryClient.invalidateQueries({
          queryKey: learningKeys.packages.contents(packageId),
        }),
        queryClient.invalidateQueries({ queryKey: learningKeys.progress.all }),
      ]),
  });
}
