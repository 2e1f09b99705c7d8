import { saveBlob } from '@pathway/design-system';
import { useMutation } from '@tanstack/react-query';

/**
 * A Download action: fetches the file and hands it to the browser. It runs as a mutation so a
 * failed download shows the generic failure toast like any other call (a bare promise would only
 * reach the error log, and the user would see nothing happen).
 */
export function useDownload<Item>(
  fetchFile: (item: Item) => Promise<{ blob: Blob; fileName: string }>,
): (item: Item) => void {
  const { mutate } = useMutation({ mutationFn: async (item: Item) => saveBlob(await fetchFile(item)) });
  return mutate;
}
