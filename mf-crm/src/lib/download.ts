/** The file name a Content-Disposition header gives, else the fallback. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const match = contentDisposition ? /filename="?([^";]+)"?/i.exec(contentDisposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * RTK Query response handler for file downloads (CSV, KVKK JSON): a successful answer is saved through a
 * temporary link, an error answer is read as JSON like any other. Nothing unserialisable reaches the store.
 */
export function saveAsFile(fallbackName: string) {
  return async (response: Response): Promise<unknown> => {
    if (!response.ok) return response.json().catch(() => null);
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
    return null;
  };
}
