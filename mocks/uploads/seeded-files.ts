/** Storage paths of the seed's attachments: their bytes follow from the file name alone. */
export const SEEDED_PREFIX = 'seed/';

export function seededAttachmentText(fileName: string): string {
  return (
    `${fileName}\n` +
    `${'='.repeat(fileName.length)}\n\n` +
    'Demo attachment created with the seeded service-desk data.\n' +
    'It stands in for the logs, screenshots and notes an engineer would attach.\n'
  );
}

export function seededAttachmentSize(fileName: string): number {
  return Buffer.byteLength(seededAttachmentText(fileName));
}
