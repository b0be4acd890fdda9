/** A file sent inside a JSON body: its name, type, size and base64 content. */
export interface EncodedFile {
  name: string;
  type: string;
  size: number;
  content: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}.`));
    reader.readAsDataURL(file);
  });
}

export async function encodeFile(file: File): Promise<EncodedFile> {
  const dataUrl = await readAsDataUrl(file);
  return { name: file.name, type: file.type, size: file.size, content: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}
