import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileDocumentApi, type DocumentUpload } from '@/contract/profile-document'
import { profileUserApi, type UserUpdate } from '@/contract/profile-user'
import { callApi } from '@/lib/api/client'
import { fetchUserInfo } from '@/stores/user-store'
import { profileKeys } from './profile-queries'

/** PUT /user/{id}; on success the own record, the public profile and the header's user info are fresh. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UserUpdate) => callApi(profileUserApi.update, { params: { id: userId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileKeys.detail(userId), answer.data)
      void queryClient.invalidateQueries({ queryKey: profileKeys.public(answer.data.username) })
      void fetchUserInfo({ force: true })
    },
  })
}

export function useUploadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DocumentUpload) => callApi(profileDocumentApi.upload, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.documents() }),
  })
}

export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi(profileDocumentApi.remove, { query: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.documents() }),
  })
}
