export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/**
 * Shares a link with the Web Share API where the browser has it (phones: WhatsApp, SMS...), and
 * copies it to the clipboard otherwise, or when sharing fails for any reason but the person's own
 * cancelling.
 */
export async function shareLink(url: string, title: string, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
