import { toast } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceMessages, useDownload } from '../../kit/index.ts';
import * as api from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryClient.ts';

const text = resourceMessages('document');

/**
 * Download and Remove of a document on a record's file (a participant's or an applicant's), for the
 * Documents panel and Maintenance > Documents alike: a removal refreshes every list that shows such
 * documents (each record's, `['documents', …]`, and the maintenance search of them).
 */
export function useRecordDocumentActions() {
  const client = useQueryClient();
  const download = useDownload(async (document: { id: number; fileName: string }) => ({
    blob: await api.documents.download(document.id),
    fileName: document.fileName,
  }));
  const remove = useMutation({
    mutationFn: (document: { id: number }) => api.documents.remove(document.id),
    onSuccess: async () => {
      toast.success(text.removed);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['documents'] }),
        client.invalidateQueries({ queryKey: queryKeys.resource('/youth-documents') }),
      ]);
    },
  });
  return { download, remove };
}
