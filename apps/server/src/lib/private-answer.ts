/** An onSend hook for answers about the caller: neither the browser nor a shared cache may keep them. */
export async function privateAnswer(
  _req: unknown,
  reply: { header: (name: string, value: string) => unknown },
): Promise<void> {
  reply.header('Cache-Control', 'private, no-store');
}
